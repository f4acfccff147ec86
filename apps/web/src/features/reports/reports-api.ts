/** Reports (contracts/reports.ts): what exists of a kind, and where each file, or a ZIP of several, is. */
import type { ReportFormat } from '@portal/contracts/employees';
import type { ReportType } from '@portal/contracts/reports';
import { api } from '../../lib/api.ts';
import { apiTags } from '../../lib/api-tags.ts';
import { requestTo, type ResponseOf } from '../../lib/endpoint-request.ts';

export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReports: build.query<ResponseOf<'reports'>, { clientId: string; type: ReportType }>({
      query: ({ clientId, type }) => requestTo('reports', { params: { clientId }, query: { type } }),
      providesTags: [apiTags.reports],
    }),
  }),
});

export const { useGetReportsQuery } = reportsApi;

export const reportPath = (clientId: string, reportId: string, format: ReportFormat) =>
  requestTo('reportDownload', { params: { clientId, reportId }, query: { format } }).path;

export const zipPath = (clientId: string, ids: readonly string[], format: ReportFormat) =>
  requestTo('reportsDownload', { params: { clientId }, query: { ids: ids.join(','), format } }).path;
