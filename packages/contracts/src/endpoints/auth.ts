import {
  altchaChallengeSchema,
  loginRequestSchema,
  loginTokenResponseSchema,
  refreshResponseSchema,
} from '../auth.ts';
import { describe, errorResponses } from '../endpoint.ts';
import { logoutResponseSchema } from '../session.ts';

export const authEndpoints = {
  login: describe('login', {
    tags: ['auth'],
    summary: "Password sign-in on the host's tenant",
    description:
      'Success: 200 with access_token and the refresh cookie, or a two-factor flag and no token. ' +
      'Failure: 401 with error_message, showRecaptcha and userAccountLocked.',
    body: loginRequestSchema,
    responses: { 200: loginTokenResponseSchema, 401: loginTokenResponseSchema, ...errorResponses(429) },
  }),
  altchaChallenge: describe('altchaChallenge', {
    tags: ['auth'],
    summary: 'A robot-check (ALTCHA) challenge, valid for 10 minutes and one sign-in attempt',
    responses: { 200: altchaChallengeSchema },
  }),
  refresh: describe('refresh', {
    tags: ['auth'],
    summary: 'A new access token for the refresh cookie, which is rotated',
    description:
      'Refused (401, cookie cleared) when the session has ended, was idle for more than 15 minutes, ' +
      'is older than 12 hours, or belongs to another tenant. A token presented twice ends its session. ' +
      'A masquerade session answers `masquerade` (the acted-as user and scheme year): the X-Masquerade ' +
      'headers every request of it must carry.',
    responses: { 200: refreshResponseSchema, ...errorResponses(401) },
  }),
  logout: describe('logout', {
    tags: ['auth'],
    summary: 'Ends the session of the access token (it stops working at once) and clears the cookie',
    responses: { 200: logoutResponseSchema, ...errorResponses(401) },
  }),
  userLogout: describe('userLogout', {
    tags: ['auth'],
    summary: 'Ends the session that the refresh cookie names, if any, and clears the cookie',
    responses: { 200: logoutResponseSchema },
  }),
};
