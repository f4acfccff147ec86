import {
  consoleAuditDownloadQuerySchema,
  consoleAuditListSchema,
  consoleAuditQuerySchema,
} from '../console-audit.ts';
import { describe, errorResponses, FILE_TYPES } from '../endpoint.ts';

const operatorOnly =
  'Platform administrators on the platform host whose sign-in passed two-factor (the `operator` rule); anyone else 403.';

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
};
