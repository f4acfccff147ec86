import { clientSlugParamsSchema } from '../console.ts';
import {
  consoleClientArchiveSchema,
  consoleClientListQuerySchema,
  consoleClientListSchema,
  consoleClientSummarySchema,
} from '../console-clients.ts';
import { describe, errorResponses } from '../endpoint.ts';

const operatorOnly =
  'Platform administrators on the platform host whose sign-in passed two-factor (the `operator` rule); anyone else 403.';

export const consoleClientsEndpoints = {
  consoleClientList: describe('consoleClientList', {
    tags: ['console'],
    summary: "The platform's clients, paged, searched by name or sub-domain",
    description: operatorOnly,
    query: consoleClientListQuerySchema,
    responses: { 200: consoleClientListSchema, ...errorResponses(400, 401, 403) },
  }),
  consoleClient: describe('consoleClient', {
    tags: ['console'],
    summary: 'One client, named by its sub-domain',
    description: `${operatorOnly} An unknown sub-domain answers 404.`,
    params: clientSlugParamsSchema,
    responses: { 200: consoleClientSummarySchema, ...errorResponses(400, 401, 403, 404) },
  }),
  consoleClientArchive: describe('consoleClientArchive', {
    tags: ['console'],
    summary: 'Archives a client (sign-in refused on its host, its data kept), or restores it',
    description: `${operatorOnly} A reason is required and kept in the audit trail with the change.`,
    params: clientSlugParamsSchema,
    body: consoleClientArchiveSchema,
    responses: { 200: consoleClientSummarySchema, ...errorResponses(400, 401, 403, 404) },
  }),
};
