import { clientSlugParamsSchema } from '../console.ts';
import {
  consoleAdministratorListSchema,
  consoleEmployerListSchema,
  consoleEmployerParamsSchema,
  consoleEmployerPermissionsSchema,
  consoleEmployerSchema,
} from '../console-people.ts';
import { describe, errorResponses } from '../endpoint.ts';

const operatorOnly =
  'Platform administrators on the platform host whose sign-in passed two-factor (the `operator` rule); anyone else 403.';

export const consolePeopleEndpoints = {
  consoleAdministrators: describe('consoleAdministrators', {
    tags: ['console'],
    summary: 'The platform administrators, with their two-factor status',
    description: operatorOnly,
    responses: { 200: consoleAdministratorListSchema, ...errorResponses(401, 403) },
  }),
  consoleEmployers: describe('consoleEmployers', {
    tags: ['console'],
    summary: "A client's employer users, with their permissions",
    description: `${operatorOnly} An unknown sub-domain answers 404.`,
    params: clientSlugParamsSchema,
    responses: { 200: consoleEmployerListSchema, ...errorResponses(401, 403, 404) },
  }),
  consoleEmployerPermissions: describe('consoleEmployerPermissions', {
    tags: ['console'],
    summary: "Changes an employer user's permissions (audited with their values before and after)",
    description: `${operatorOnly} A user who is not an employer of that client answers 404.`,
    params: consoleEmployerParamsSchema,
    body: consoleEmployerPermissionsSchema,
    responses: { 200: consoleEmployerSchema, ...errorResponses(400, 401, 403, 404) },
  }),
};
