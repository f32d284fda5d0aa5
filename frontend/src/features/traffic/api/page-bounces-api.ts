import type { PageBouncesQuery, PageBouncesView } from '@dating/domain';
import { baseApi } from '../../../lib/base-api.js';

const pageBouncesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPageBounces: build.query<PageBouncesView[], PageBouncesQuery>({
      query: (range) => ({ url: 'api/staff/page-bounces.php', params: range }),
      transformResponse: (response: { bounces: PageBouncesView[] }) => response.bounces,
    }),
  }),
});

export const { useGetPageBouncesQuery } = pageBouncesApi;
