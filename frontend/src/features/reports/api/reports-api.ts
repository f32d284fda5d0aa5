import type { FiledReportView, OpenReportView, ReportDecisionRequest, ReportRequest } from '@dating/domain';
import { API_TAGS, baseApi } from '../../../lib/base-api.js';

const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reportMember: build.mutation<FiledReportView, ReportRequest>({
      query: (body) => ({ url: 'api/report.php', method: 'POST', body }),
      invalidatesTags: [API_TAGS.reports],
    }),
    getOpenReports: build.query<OpenReportView[], void>({
      query: () => 'api/staff/reports.php',
      transformResponse: (response: { reports: OpenReportView[] }) => response.reports,
      providesTags: [API_TAGS.reports],
    }),
    // A ban hides the member from every list and profile the moderator may open next.
    decideReport: build.mutation<void, ReportDecisionRequest>({
      query: (body) => ({ url: 'api/staff/report-decision.php', method: 'POST', body }),
      invalidatesTags: [API_TAGS.reports, API_TAGS.search, API_TAGS.memberProfile, API_TAGS.likes],
    }),
  }),
});

export const { useReportMemberMutation, useGetOpenReportsQuery, useDecideReportMutation } = reportsApi;
