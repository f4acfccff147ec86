/**
 * Reports (contracts/reports.ts): what exists of a kind; where each file, or a ZIP of several, is; and the
 * background builds of large ones (started, then polled until ready).
 */
import type { ReportFormat } from '@portal/contracts/employees';
import type { PayrollLayout, ReportBuild, ReportType } from '@portal/contracts/reports';
import { api } from '../../lib/api.ts';
import { apiTags } from '../../lib/api-tags.ts';
import { requestTo, type ArgsOf, type ResponseOf } from '../../lib/endpoint-request.ts';

export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReports: build.query<ResponseOf<'reports'>, { clientId: string; type: ReportType }>({
      query: ({ clientId, type }) => requestTo('reports', { params: { clientId }, query: { type } }),
      providesTags: [apiTags.reports],
    }),
    startReportBuild: build.mutation<
      ReportBuild,
      { clientId: string; body: ArgsOf<'createReportBuild'>['body'] }
    >({ query: ({ clientId, body }) => requestTo('createReportBuild', { params: { clientId }, body }) }),
    getReportBuild: build.query<ReportBuild, { clientId: string; buildId: string }>({
      query: (params) => requestTo('reportBuild', { params }),
    }),
  }),
});

export const { useGetReportsQuery, useStartReportBuildMutation, useGetReportBuildQuery } = reportsApi;

export const reportPath = (clientId: string, reportId: string, format: ReportFormat, layout: PayrollLayout) =>
  requestTo('reportDownload', { params: { clientId, reportId }, query: { format, layout } }).path;

export const zipPath = (
  clientId: string,
  ids: readonly string[],
  format: ReportFormat,
  layout: PayrollLayout,
) =>
  requestTo('reportsDownload', { params: { clientId }, query: { ids: ids.join(','), format, layout } }).path;

export const builtPath = (clientId: string, buildId: string) =>
  requestTo('reportBuildDownload', { params: { clientId, buildId } }).path;
