import { describe, errorResponses, FILE_TYPES, spreadsheetFile } from '../endpoint.ts';
import {
  reportBuildParamsSchema,
  reportBuildRequestSchema,
  reportBuildSchema,
  reportDownloadQuerySchema,
  reportListQuerySchema,
  reportListSchema,
  reportParamsSchema,
  reportsDownloadQuerySchema,
} from '../reports.ts';
import { clientParamsSchema } from './employees.ts';

const about =
  'Needs the reports permission. A client other than the signed-in tenant answers 404. Cells that begin with =, +, -, @, a tab or a carriage return are prefixed with an apostrophe.';
const refusals = errorResponses(400, 401, 403, 404);

export const reportsEndpoints = {
  reports: describe('reports', {
    tags: ['reports'],
    summary:
      'The reports of one kind that can be downloaded: payroll and provider by month, life events by closed year',
    description: about,
    params: clientParamsSchema,
    query: reportListQuerySchema,
    responses: { 200: reportListSchema, ...refusals },
  }),
  reportDownload: describe('reportDownload', {
    tags: ['reports'],
    summary:
      "One report as a CSV or XLSX file, streamed (a payroll report in our layout or Sage 50 Payroll's)",
    description: about,
    params: reportParamsSchema,
    query: reportDownloadQuerySchema,
    responses: { 200: null, ...refusals },
    file: spreadsheetFile,
  }),
  reportsDownload: describe('reportsDownload', {
    tags: ['reports'],
    summary: 'Several reports (ids comma-separated, at most 24) as one ZIP, streamed',
    description: about,
    params: clientParamsSchema,
    query: reportsDownloadQuerySchema,
    responses: { 200: null, ...refusals },
    file: { types: [FILE_TYPES.zip] },
  }),
};

export const reportBuildEndpoints = {
  createReportBuild: describe('createReportBuild', {
    tags: ['reports'],
    summary: 'Starts building a report file in the background: one report, or several as a ZIP',
    description: `For large reports (\`background\` in the list). Answers 202 with the build; GET it for its progress until it is ready, then download it. A build is kept a day. ${about}`,
    params: clientParamsSchema,
    body: reportBuildRequestSchema,
    responses: { 202: reportBuildSchema, ...refusals },
  }),
  reportBuild: describe('reportBuild', {
    tags: ['reports'],
    summary: "A report build's status and progress",
    description: "Needs the reports permission; another tenant's build answers 404.",
    params: reportBuildParamsSchema,
    responses: { 200: reportBuildSchema, ...refusals },
  }),
  reportBuildDownload: describe('reportBuildDownload', {
    tags: ['reports'],
    summary: 'A built report file, streamed from storage',
    description:
      "Needs the reports permission; another tenant's build, or one that has expired, answers 404; one not ready yet, 409.",
    params: reportBuildParamsSchema,
    responses: { 200: null, ...errorResponses(400, 401, 403, 404, 409) },
    file: { types: [...spreadsheetFile.types, FILE_TYPES.zip] },
  }),
};
