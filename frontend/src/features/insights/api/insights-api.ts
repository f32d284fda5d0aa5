import type { InsightsQuery, InsightsView } from '@dating/domain';
import { baseApi } from '../../../lib/base-api.js';

const insightsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInsights: build.query<InsightsView, InsightsQuery>({
      query: (filters) => ({ url: 'api/staff/insights.php', params: Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) }),
    }),
  }),
});

export const { useGetInsightsQuery } = insightsApi;
