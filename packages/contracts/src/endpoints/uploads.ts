import { describe, errorResponses } from '../endpoint.ts';
import {
  dataLoadTemplateQuerySchema,
  rosterUploadParamsSchema,
  rosterUploadQuerySchema,
  rosterUploadSchema,
} from '../uploads.ts';
import { clientParamsSchema } from './employees.ts';

export const uploadsEndpoints = {
  dataLoadTemplate: describe('dataLoadTemplate', {
    tags: ['uploads'],
    summary: 'The roster template: the headers and one example row, as CSV or XLSX',
    description:
      'Needs the uploads permission. Dates are written dd/mm/yyyy; the tax region is England and Northern Ireland, Wales or Scotland; the contract type permanent, fixed-term or casual. A client other than the signed-in tenant answers 404.',
    params: clientParamsSchema,
    query: dataLoadTemplateQuerySchema,
    responses: { 200: null, ...errorResponses(400, 401, 403, 404) },
  }),
  createDataLoad: describe('createDataLoad', {
    tags: ['uploads'],
    summary:
      'Reads a roster file (CSV or XLSX, up to 20 MB and 100,000 rows) into a preview; changes nothing',
    description:
      "Multipart form data with one file `file`, recognised by its content. Every row is checked (row, column, value, message) and compared with the roster: new, changed, leaving (a leave date given) or unchanged. A file whose headers are not the template's answers 400; while another upload waits in preview, 409. Needs the uploads permission.",
    params: clientParamsSchema,
    responses: { 201: rosterUploadSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
  }),
  rosterUpload: describe('rosterUpload', {
    tags: ['uploads'],
    summary: "An upload's status, counts and one page of its rows' problems",
    description: "Needs the uploads permission. Another tenant's upload answers 404.",
    params: rosterUploadParamsSchema,
    query: rosterUploadQuerySchema,
    responses: { 200: rosterUploadSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  discardRosterUpload: describe('discardRosterUpload', {
    tags: ['uploads'],
    summary: 'Discards an upload in preview: nothing of it is applied',
    description:
      "Needs the uploads permission. Another tenant's upload answers 404; one no longer in preview, 409.",
    params: rosterUploadParamsSchema,
    responses: { 200: rosterUploadSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
};
