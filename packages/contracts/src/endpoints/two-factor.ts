import { z } from 'zod';
import { loginTokenResponseSchema } from '../auth.ts';
import { describe, errorResponses } from '../endpoint.ts';
import { errorResponseSchema } from '../errors.ts';
import {
  twoFactorDisableRequestSchema,
  twoFactorEnforcedRequestSchema,
  twoFactorErrorSchema,
  twoFactorLoginRequestSchema,
  twoFactorSetupRequestSchema,
  twoFactorSetupResponseSchema,
  twoFactorStateResponseSchema,
  twoFactorValidateRequestSchema,
  twoFactorValidResponseSchema,
} from '../two-factor.ts';

/** A refusal of two-factor's own, or the `{ message }` of the access rules, the rate limit or validation. */
const refusalSchema = z.union([twoFactorErrorSchema, errorResponseSchema]);
const refusals = {
  ...errorResponses(400),
  401: refusalSchema,
  403: refusalSchema,
  409: refusalSchema,
  422: refusalSchema,
  429: refusalSchema,
};
const userParams = z.object({ id: z.string().max(64) });

export const twoFactorEndpoints = {
  loginMfa: describe('loginMfa', {
    tags: ['two-factor'],
    summary: 'The code after the password: the login token response and the refresh cookie',
    description:
      'Refusals are 401 with [{ code, message }]: invalid_code, code_used, locked, invalid_challenge.',
    body: twoFactorLoginRequestSchema,
    responses: { 200: loginTokenResponseSchema, ...refusals },
  }),
  mfaSetup: describe('mfaSetup', {
    tags: ['two-factor'],
    summary: 'Starts set-up: a new secret as an otpauth:// address (for the QR code) and as text',
    description: 'With the set-up challenge of the login answer, or a bearer token.',
    params: userParams,
    body: twoFactorSetupRequestSchema,
    responses: { 200: twoFactorSetupResponseSchema, ...refusals },
  }),
  mfaValidate: describe('mfaValidate', {
    tags: ['two-factor'],
    summary: 'Checks a code of the pending secret (temporary), or turns two-factor on (complete)',
    description:
      'temporary: { valid: true }. complete with the challenge: the login token response and the ' +
      'refresh cookie; complete with a bearer token: { enabled: true }.',
    params: userParams,
    body: twoFactorValidateRequestSchema,
    responses: {
      200: z.union([loginTokenResponseSchema, twoFactorValidResponseSchema, twoFactorStateResponseSchema]),
      ...refusals,
    },
  }),
  mfaValidateEnforced: describe('mfaValidateEnforced', {
    tags: ['two-factor'],
    summary: 'Completes the set-up that a tenant enforces, and signs in',
    description: 'Like validate with type complete and the challenge; 409 not_enforced elsewhere.',
    body: twoFactorEnforcedRequestSchema,
    responses: { 200: loginTokenResponseSchema, ...refusals },
  }),
  mfaDisable: describe('mfaDisable', {
    tags: ['two-factor'],
    summary: 'Turns two-factor off: the password, a code and a reason (1 to 500 characters)',
    description: 'Refused with 409 enforced where the tenant requires two-factor.',
    params: userParams,
    body: twoFactorDisableRequestSchema,
    responses: { 200: twoFactorStateResponseSchema, ...refusals },
  }),
};
