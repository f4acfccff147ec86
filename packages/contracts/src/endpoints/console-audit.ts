import {
  consoleAuditDownloadQuerySchema,
  consoleAuditListSchema,
  consoleAuditQuerySchema,
  employerAuditDownloadQuerySchema,
  employerAuditQuerySchema,
} from '../console-audit.ts';
import { describe, errorResponses, FILE_TYPES } from '../endpoint.ts';
import { clientParamsSchema } from './employees.ts';

const operatorOnly =
  'Platform administrators on the platform host whose sign-in passed two-factor (the `operator` rule); anyone else 403.';

const employerOnly =
  'Employers of the client with the settings permission. A client other than the signed-in tenant answers 404.';

export const consoleAuditEndpoints = {
  consoleAuditList: describe('consoleAuditList', {
    tags: ['console'],
    summary: 'Every recorded event, newest first, filtered by client, actor, kind and day, paged',
    description: operatorOnly,
    query: consoleAuditQuerySchema,
    responses: { 200: consoleAuditListSchema, ...errorResponses(400, 401, 403) },
  }),
  consoleAuditDownload: describe('consoleAuditDownload', {
    tags: ['console'],
    summary: 'The same events as one CSV file, streamed',
    description: `${operatorOnly} Cells that begin with =, +, -, @, a tab or a carriage return are prefixed with an apostrophe, so that no spreadsheet reads them as formulas.`,
    query: consoleAuditDownloadQuerySchema,
    responses: { 200: null, ...errorResponses(400, 401, 403) },
    file: { types: [FILE_TYPES.csv] },
  }),
  employerAuditList: describe('employerAuditList', {
    tags: ['console'],
    summary:
      "The employer's own client's audit trail: events about its people and settings, newest first, paged",
    description: `${employerOnly} Platform administrators' own sign-ins and other clients' events never appear.`,
    params: clientParamsSchema,
    query: employerAuditQuerySchema,
    responses: { 200: consoleAuditListSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  employerAuditDownload: describe('employerAuditDownload', {
    tags: ['console'],
    summary: "The employer's own trail as one CSV file, streamed",
    description: `${employerOnly} Formula cells are neutralised as in the console's file.`,
    params: clientParamsSchema,
    query: employerAuditDownloadQuerySchema,
    responses: { 200: null, ...errorResponses(400, 401, 403, 404) },
    file: { types: [FILE_TYPES.csv] },
  }),
};
