import { API_TAGS, baseApi } from '../../../lib/base-api.js';
import type { ProfileCard } from '../../../types/profiles.js';

const matchFinderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMatchSuggestions: build.query<ProfileCard[], void>({
      query: () => 'api/match-finder.php',
      transformResponse: (response: { results: ProfileCard[] }) => response.results,
      // Suggestions follow the member's own profile and blocks.
      providesTags: [API_TAGS.search, API_TAGS.myProfile],
    }),
  }),
});

export const { useGetMatchSuggestionsQuery } = matchFinderApi;
