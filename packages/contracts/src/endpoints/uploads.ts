import { describe, errorResponses, spreadsheetFile } from '../endpoint.ts';
import {
  confirmRosterUploadSchema,
  eligibilityDifferenceQuerySchema,
  eligibilityDifferenceSchema,
  rosterChangesQuerySchema,
  rosterChangesSchema,
  dataLoadTemplateQuerySchema,
  lastUploadSchema,
  rejectedRowsQuerySchema,
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
    file: spreadsheetFile,
  }),
  createDataLoad: describe('createDataLoad', {
    tags: ['uploads'],
    summary:
      'Takes a roster file (CSV or XLSX, up to 20 MB and 100,000 rows) to check into a preview; changes nothing',
    description:
      "Multipart form data with one file `file`, recognised by its content. A file that is not a roster (its type, headers other than the template's, no rows, more than 100,000) answers 400; while another upload is being checked or waits in preview, 409. Otherwise the upload answers with status `checking`: a background job checks every row (row, column, value, message) and compares it with the roster (new, changed, leaving with a leave date given, unchanged), a thousand at a time; GET the upload for its progress, then its preview. Needs the uploads permission.",
    params: clientParamsSchema,
    responses: { 202: rosterUploadSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
  }),
  rosterUpload: describe('rosterUpload', {
    tags: ['uploads'],
    summary: "An upload's status, counts and one page of its rows' problems",
    description: "Needs the uploads permission. Another tenant's upload answers 404.",
    params: rosterUploadParamsSchema,
    query: rosterUploadQuerySchema,
    responses: { 200: rosterUploadSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  rosterChanges: describe('rosterChanges', {
    tags: ['uploads'],
    summary: "One page of an upload's new, changed or leaving rows, with the fields each changes",
    description:
      "50 rows a page, by row. A changed or leaving row lists each field it changes (from, to) as the template writes it. Needs the uploads permission; another tenant's upload answers 404.",
    params: rosterUploadParamsSchema,
    query: rosterChangesQuerySchema,
    responses: { 200: rosterChangesSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  eligibilityDifference: describe('eligibilityDifference', {
    tags: ['uploads'],
    summary:
      'One page of the people whose benefits an upload would change: gained, lost, selections that would end',
    description:
      "Judged when the file was checked, on the day each row takes effect (a new starter's start date, a leaver's leave date, otherwise that day), by the benefits' eligibility rules; 50 people a page, by row. Needs the uploads permission; another tenant's upload answers 404.",
    params: rosterUploadParamsSchema,
    query: eligibilityDifferenceQuerySchema,
    responses: { 200: eligibilityDifferenceSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  discardRosterUpload: describe('discardRosterUpload', {
    tags: ['uploads'],
    summary: 'Discards an upload being checked or in preview: nothing of it is applied',
    description:
      "Needs the uploads permission. Another tenant's upload answers 404; one neither being checked nor in preview, 409.",
    params: rosterUploadParamsSchema,
    responses: { 200: rosterUploadSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  confirmRosterUpload: describe('confirmRosterUpload', {
    tags: ['uploads'],
    summary: 'Applies an upload in preview to the roster, in one transaction',
    description:
      "New rows become employees (activation e-mails only with sendWelcomeEmails), changed rows change the person and their HR record, leaving rows set the leave date (and `left` once it has passed). With rows that have problems, only validRowsOnly applies the rest. Each changed person's record before the change is kept for undo. Needs the uploads permission.",
    params: rosterUploadParamsSchema,
    body: confirmRosterUploadSchema,
    responses: { 200: rosterUploadSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  undoRosterUpload: describe('undoRosterUpload', {
    tags: ['uploads'],
    summary: 'Undoes the latest confirmed upload: the roster as it was before it',
    description:
      'The people it added are removed and the records it changed restored, in one transaction; refused (409) once someone it added has activated, or for an upload that is not the latest confirmed. Needs the uploads permission.',
    params: rosterUploadParamsSchema,
    responses: { 200: rosterUploadSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  rejectedRows: describe('rejectedRows', {
    tags: ['uploads'],
    summary: "An upload's rows with problems, as a file to fix: employee number, row, column, value, message",
    description:
      'Cells that begin like a formula are prefixed with an apostrophe. Needs the uploads permission.',
    params: rosterUploadParamsSchema,
    query: rejectedRowsQuerySchema,
    responses: { 200: null, ...errorResponses(400, 401, 403, 404) },
    file: spreadsheetFile,
  }),
  lastRosterUpload: describe('lastRosterUpload', {
    tags: ['uploads'],
    summary: 'When the roster was last changed by an upload',
    description: 'Needs the uploads permission. A client other than the signed-in tenant answers 404.',
    params: clientParamsSchema,
    responses: { 200: lastUploadSchema, ...errorResponses(401, 403, 404) },
  }),
};
