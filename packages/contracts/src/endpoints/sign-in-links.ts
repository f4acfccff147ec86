import { describe, errorResponses } from '../endpoint.ts';
import { magicLinkRequestSchema, magicLinkResponseSchema } from '../magic-link.ts';
import {
  masqueradeCandidatesQuerySchema,
  masqueradeCandidatesSchema,
  masqueradeLauncherSchema,
  masqueradeLinkSchema,
  masqueradeRequestSchema,
} from '../masquerade.ts';
import { ssoLoginErrorSchema, ssoLoginRequestSchema, ssoLoginResponseSchema } from '../sign-in-grants.ts';
import { z } from 'zod';

const adminRefusals = errorResponses(400, 401, 403);

/** Sign-in links: their exchange for a session, and the two ways to make one (masquerade, magic link). */
export const signInLinkEndpoints = {
  loginSso: describe('loginSso', {
    tags: ['auth'],
    summary: 'Exchanges a sign-in link (masquerade msq…, magic link mgl…, single sign-on sso…) for a session',
    description:
      'Success: 200 with the login token response and the refresh cookie (plus masqueradeUserId for a ' +
      'masquerade), or, for a magic link whose employee needs two-factor, a two-factor flag with its ' +
      'challenge. Refused: 410 { code: link_expired } for a link of this site that was used or ran out, ' +
      '401 { code: link_invalid } for anything else. A link works once, on its tenant’s host only.',
    body: ssoLoginRequestSchema,
    responses: {
      200: ssoLoginResponseSchema,
      401: ssoLoginErrorSchema,
      410: ssoLoginErrorSchema,
      ...errorResponses(429),
    },
  }),
  masquerade: describe('masquerade', {
    tags: ['masquerade'],
    summary: "A masquerade link for one of the host tenant's employers or employees",
    description:
      'The session must have begun with two-factor (else 403). `clientId` is the host’s tenant; the ' +
      'person is one of its employers or employees (else 404); the scheme year one of its years (else ' +
      '422); the reason is required (1 to 500 characters). The link works once, within 60 minutes, on ' +
      'the tenant’s host only. Audited.',
    params: z.object({ clientId: z.uuid(), userId: z.uuid() }),
    body: masqueradeRequestSchema,
    responses: { 200: masqueradeLinkSchema, ...adminRefusals, ...errorResponses(404, 422) },
  }),
  masqueradeCandidates: describe('masqueradeCandidates', {
    tags: ['masquerade'],
    summary: "The host tenant's employers and employees whose name or e-mail contains `search`",
    query: masqueradeCandidatesQuerySchema,
    responses: { 200: masqueradeCandidatesSchema, ...adminRefusals },
  }),
  masqueradeLauncher: describe('masqueradeLauncher', {
    tags: ['masquerade'],
    summary: "The launcher's facts: the host tenant, its scheme years, and whether a masquerade may start",
    responses: { 200: masqueradeLauncherSchema, ...adminRefusals },
  }),
  magicLink: describe('magicLink', {
    tags: ['magic-link'],
    summary: "E-mails one of the employer's employees a single-use sign-in link (15 minutes)",
    description:
      "The body is the employer's own password; a wrong one counts towards the employer's sign-in lock " +
      '(422; 429 while locked). 202 { sent: true } never carries the link. Refused: platform ' +
      'administrators (403), another tenant’s person or a non-employee (404), an employee who has not ' +
      'activated (409), more than 10 requests an hour (429). Audited.',
    params: z.object({ schemeId: z.uuid(), userId: z.uuid() }),
    body: magicLinkRequestSchema,
    responses: { 202: magicLinkResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
  }),
};
