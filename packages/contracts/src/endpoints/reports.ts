import { describe, errorResponses } from '../endpoint.ts';
import {
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
    summary: 'One report as a CSV or XLSX file, streamed',
    description: about,
    params: reportParamsSchema,
    query: reportDownloadQuerySchema,
    responses: { 200: null, ...refusals },
  }),
  reportsDownload: describe('reportsDownload', {
    tags: ['reports'],
    summary: 'Several reports (ids comma-separated, at most 24) as one ZIP, streamed',
    description: about,
    params: clientParamsSchema,
    query: reportsDownloadQuerySchema,
    responses: { 200: null, ...refusals },
  }),
};
