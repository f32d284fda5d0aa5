import { API_TAGS, baseApi } from '../../../lib/base-api.js';
import type { SearchFilters, SearchPage } from '../../../types/profiles.js';

export type SearchArgs = SearchFilters & { page: number };

const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // One cache entry per filter set and page number: paging back shows the page at once.
    searchMembers: build.query<SearchPage, SearchArgs>({
      query: (params) => ({ url: 'api/search.php', params }),
      providesTags: [API_TAGS.search],
    }),
  }),
});

export const { useSearchMembersQuery } = searchApi;
