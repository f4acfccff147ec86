import { z } from 'zod';
import {
  activateRequestSchema,
  activationDetailsSchema,
  activationErrorSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  dobVerifyRequestSchema,
  dobVerifyResponseSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  passwordResetRequestSchema,
  passwordResetResponseSchema,
  resetCheckRequestSchema,
  resetCheckResponseSchema,
} from '../account.ts';
import { loginTokenResponseSchema } from '../auth.ts';
import { describe, errorResponses } from '../endpoint.ts';
import {
  passwordCheckRequestSchema,
  passwordCheckResponseSchema,
  passwordCheckSchema,
} from '../password-rules.ts';

/** A refusal that may list the rules the password failed. */
export const accountRefusalSchema = z
  .object({
    message: z.string(),
    error: z.string(),
    checks: z.array(passwordCheckSchema).optional(),
  })
  .meta({ id: 'AccountRefusal' });

const dateOfBirthCheck = (link: 'activation' | 'reset') =>
  ({
    tags: ['account'],
    summary: `Checks the ${link} link holder's date of birth (the fifth wrong one ends the link)`,
    body: dobVerifyRequestSchema,
    responses: { 200: dobVerifyResponseSchema, 410: dobVerifyResponseSchema, 422: dobVerifyResponseSchema },
  }) as const;

export const accountEndpoints = {
  activationDetails: describe('activationDetails', {
    tags: ['account'],
    summary: 'Who an activation link is for',
    params: z.object({ id: z.string().min(1).max(200) }),
    responses: { 200: activationDetailsSchema, 404: activationErrorSchema },
  }),
  activationDob: describe('activationDob', dateOfBirthCheck('activation')),
  passwordResetDob: describe('passwordResetDob', dateOfBirthCheck('reset')),
  activate: describe('activate', {
    tags: ['account'],
    summary: 'Sets the first password and signs in (answers like POST /api/login)',
    body: activateRequestSchema,
    responses: { 200: loginTokenResponseSchema, 410: accountRefusalSchema, 422: accountRefusalSchema },
  }),
  forgotPassword: describe('forgotPassword', {
    tags: ['account'],
    summary: 'E-mails a password reset link; the answer is the same for every e-mail',
    body: forgotPasswordRequestSchema,
    responses: {
      200: forgotPasswordResponseSchema,
      400: forgotPasswordResponseSchema,
      429: forgotPasswordResponseSchema,
    },
  }),
  passwordResetCheck: describe('passwordResetCheck', {
    tags: ['account'],
    summary: 'Whether a password reset link can still be used',
    body: resetCheckRequestSchema,
    responses: { 200: resetCheckResponseSchema, 410: resetCheckResponseSchema },
  }),
  passwordReset: describe('passwordReset', {
    tags: ['account'],
    summary: 'Sets a new password with a reset link; ends every session of the account',
    body: passwordResetRequestSchema,
    responses: {
      200: passwordResetResponseSchema,
      410: passwordResetResponseSchema,
      422: passwordResetResponseSchema,
    },
  }),
  passwordChecks: describe('passwordChecks', {
    tags: ['account'],
    summary: 'The new-password rules for a password, as bit flags',
    description:
      'With `token` (an activation or reset link whose date of birth was verified) or a bearer token, the ' +
      "person's details and previous passwords count; otherwise those two rules are met.",
    body: passwordCheckRequestSchema,
    responses: { 200: passwordCheckResponseSchema, ...errorResponses(403) },
  }),
  changePassword: describe('changePassword', {
    tags: ['account'],
    summary: "Changes the signed-in user's password; ends their other sessions",
    body: changePasswordRequestSchema,
    responses: {
      200: changePasswordResponseSchema,
      400: changePasswordResponseSchema,
      422: changePasswordResponseSchema,
      429: changePasswordResponseSchema,
    },
  }),
};
