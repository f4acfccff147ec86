import { clientSlugParamsSchema } from '../console.ts';
import {
  consoleClientArchiveSchema,
  consoleClientCreateSchema,
  consoleClientSettingsSchema,
  consoleFieldErrorsSchema,
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
  consoleClientCreate: describe('consoleClientCreate', {
    tags: ['console'],
    summary: 'Creates a client with the default theme, and invites its first employer user by e-mail',
    description: `${operatorOnly} A sub-domain that is invalid or reserved answers 400, one that is taken 409, each with the message by its field; nothing is saved then.`,
    body: consoleClientCreateSchema,
    responses: {
      201: consoleClientSummarySchema,
      409: consoleFieldErrorsSchema,
      ...errorResponses(400, 401, 403),
    },
  }),
  consoleClientSettings: describe('consoleClientSettings', {
    tags: ['console'],
    summary:
      "A client's settings: contact us, single-sign-on only, insights, the upload variant, two-factor, support",
    description: `${operatorOnly} An unknown sub-domain answers 404.`,
    params: clientSlugParamsSchema,
    responses: { 200: consoleClientSettingsSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  consoleClientSettingsUpdate: describe('consoleClientSettingsUpdate', {
    tags: ['console'],
    summary: "Changes a client's settings (audited with their values before and after)",
    description: `${operatorOnly} Single-sign-on only needs a provider first (400 with the message by the field).`,
    params: clientSlugParamsSchema,
    body: consoleClientSettingsSchema,
    responses: { 200: consoleClientSettingsSchema, ...errorResponses(400, 401, 403, 404) },
  }),
};
