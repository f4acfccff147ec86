import { clientSlugParamsSchema } from '../console.ts';
import { consoleFieldErrorsSchema } from '../console-clients.ts';
import {
  consoleAdministratorInviteSchema,
  consoleAdministratorListSchema,
  consoleAdministratorParamsSchema,
  consoleAdministratorRemovalSchema,
  consoleAdministratorSchema,
  consoleEmployerInviteSchema,
  consoleEmployerListSchema,
  consoleEmployerParamsSchema,
  consoleEmployerPermissionsSchema,
  consoleEmployerSchema,
  consoleMasqueradeParamsSchema,
  consoleMasqueradeSchema,
} from '../console-people.ts';
import { describe, errorResponses } from '../endpoint.ts';
import {
  masqueradeCandidatesQuerySchema,
  masqueradeCandidatesSchema,
  masqueradeLinkSchema,
  masqueradeRequestSchema,
} from '../masquerade.ts';

const operatorOnly =
  'Platform administrators on the platform host whose sign-in passed two-factor (the `operator` rule); anyone else 403.';

export const consolePeopleEndpoints = {
  consoleAdministrators: describe('consoleAdministrators', {
    tags: ['console'],
    summary: 'The platform administrators, with their two-factor status and last sign-in',
    description: operatorOnly,
    responses: { 200: consoleAdministratorListSchema, ...errorResponses(401, 403) },
  }),
  consoleAdministratorInvite: describe('consoleAdministratorInvite', {
    tags: ['console'],
    summary: 'Invites a platform administrator by the activation e-mail (audited)',
    description: `${operatorOnly} An e-mail address that already belongs to an administrator answers 409 with the message by its field. Two-factor is set up at their first sign-in.`,
    body: consoleAdministratorInviteSchema,
    responses: {
      201: consoleAdministratorSchema,
      409: consoleFieldErrorsSchema,
      ...errorResponses(400, 401, 403),
    },
  }),
  consoleAdministratorRemove: describe('consoleAdministratorRemove', {
    tags: ['console'],
    summary:
      'Removes a platform administrator, ending their sessions (audited with the reason); answers who it was',
    description: `${operatorOnly} Removing yourself or the last administrator answers 409; an unknown administrator 404.`,
    params: consoleAdministratorParamsSchema,
    body: consoleAdministratorRemovalSchema,
    responses: { 200: consoleAdministratorSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  consoleEmployers: describe('consoleEmployers', {
    tags: ['console'],
    summary: "A client's employer users, with their permissions",
    description: `${operatorOnly} An unknown sub-domain answers 404.`,
    params: clientSlugParamsSchema,
    responses: { 200: consoleEmployerListSchema, ...errorResponses(401, 403, 404) },
  }),
  consoleEmployerInvite: describe('consoleEmployerInvite', {
    tags: ['console'],
    summary:
      'Invites an employer user of a client by the activation e-mail, with their permissions (audited)',
    description: `${operatorOnly} An e-mail address already used in that client answers 409 with the message by its field.`,
    params: clientSlugParamsSchema,
    body: consoleEmployerInviteSchema,
    responses: {
      201: consoleEmployerSchema,
      409: consoleFieldErrorsSchema,
      ...errorResponses(400, 401, 403, 404),
    },
  }),
  consoleEmployerPermissions: describe('consoleEmployerPermissions', {
    tags: ['console'],
    summary: "Changes an employer user's permissions (audited with their values before and after)",
    description: `${operatorOnly} A user who is not an employer of that client answers 404.`,
    params: consoleEmployerParamsSchema,
    body: consoleEmployerPermissionsSchema,
    responses: { 200: consoleEmployerSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  consoleMasquerade: describe('consoleMasquerade', {
    tags: ['console', 'masquerade'],
    summary: "What the console's masquerade needs for a client: its name and scheme years",
    description: `${operatorOnly} An unknown sub-domain answers 404.`,
    params: clientSlugParamsSchema,
    responses: { 200: consoleMasqueradeSchema, ...errorResponses(401, 403, 404) },
  }),
  consoleMasqueradeCandidates: describe('consoleMasqueradeCandidates', {
    tags: ['console', 'masquerade'],
    summary: "A client's employers and employees whose name or e-mail contains the search",
    description: `${operatorOnly} An unknown sub-domain answers 404.`,
    params: clientSlugParamsSchema,
    query: masqueradeCandidatesQuerySchema,
    responses: { 200: masqueradeCandidatesSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  consoleMasqueradeLink: describe('consoleMasqueradeLink', {
    tags: ['console', 'masquerade'],
    summary: "A masquerade link for one of a client's employers or employees (the launcher's, audited)",
    description: `${operatorOnly} The single-use link on the client's own address; a person of another client answers 404, an unknown scheme year 422, an archived client 409 (nobody signs in on its site).`,
    params: consoleMasqueradeParamsSchema,
    body: masqueradeRequestSchema,
    responses: { 200: masqueradeLinkSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
  }),
};
