import { z } from 'zod';

/**
 * Two-factor calls (spec section 7: "Two-factor login", "Two-factor set-up", "QR set-up URL"). Instead of the
 * e-mail and password kept in the browser, the step after the password carries the `challenge` of the login
 * answer (docs/spec-deviations.md). A signed-in user turning two-factor on or off uses the bearer token.
 */

/** The six digits as typed; anything else is answered as `invalid_code`, like a wrong code. */
const codeSchema = z.string().max(16);
const challengeSchema = z.string().min(1).max(128);
const deviceTokenSchema = z.string().max(128);

/** POST /api/login/mfa */
export const twoFactorLoginRequestSchema = z.object({
  code: codeSchema,
  challenge: challengeSchema,
  deviceToken: deviceTokenSchema,
});
export type TwoFactorLoginRequest = z.infer<typeof twoFactorLoginRequestSchema>;

/** POST /api/v2/user/{id}/mfa: the challenge during sign-in; no body with a bearer token. */
export const twoFactorSetupRequestSchema = z
  .object({ challenge: challengeSchema.optional(), deviceToken: deviceTokenSchema.optional() })
  .optional();
export type TwoFactorSetupRequest = z.infer<typeof twoFactorSetupRequestSchema>;

/** The otpauth:// address for the QR code, and the same secret (base32) for people who cannot scan. */
export const twoFactorSetupResponseSchema = z
  .object({ url: z.string(), secret: z.string() })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

/**
 * POST /api/v2/user/{id}/mfa/validate. `temporary` checks a code against the pending secret; `complete`
 * turns two-factor on (and, with a challenge, signs in). `secret`, when sent, must be the pending one.
 */
export const twoFactorValidateRequestSchema = z.object({
  code: codeSchema,
  type: z.enum(['temporary', 'complete']),
  secret: z.string().max(128).optional(),
  challenge: challengeSchema.optional(),
  deviceToken: deviceTokenSchema.optional(),
});
export type TwoFactorValidateRequest = z.infer<typeof twoFactorValidateRequestSchema>;

/** POST /api/employee/mfa/validate/enforced: `complete` with a challenge, in a tenant that enforces it. */
export const twoFactorEnforcedRequestSchema = z.object({
  code: codeSchema,
  challenge: challengeSchema,
  deviceToken: deviceTokenSchema,
  secret: z.string().max(128).optional(),
});
export type TwoFactorEnforcedRequest = z.infer<typeof twoFactorEnforcedRequestSchema>;

/** POST /api/v2/user/{id}/mfa/disable (signed in). The reason is required, 1 to 500 characters. */
export const TWO_FACTOR_REASON_MAX = 500;
export const twoFactorDisableRequestSchema = z.object({
  password: z.string().max(1024),
  code: codeSchema,
  reason: z.string().max(5000),
});
export type TwoFactorDisableRequest = z.infer<typeof twoFactorDisableRequestSchema>;

/** A `temporary` code that matched. */
export const twoFactorValidResponseSchema = z
  .object({ valid: z.literal(true) })
  .meta({ id: 'TwoFactorValid' });
/** Two-factor turned on or off by a signed-in user. */
export const twoFactorStateResponseSchema = z.object({ enabled: z.boolean() }).meta({ id: 'TwoFactorState' });

/** Every refusal of the two-factor calls: a JSON list whose first item has the code (spec section 7). */
export const twoFactorErrorCodes = [
  'invalid_code',
  'code_used',
  'locked',
  'invalid_challenge',
  'challenge_required',
  'forbidden',
  'invalid_password',
  'reason_required',
  'already_enabled',
  'not_enabled',
  'setup_missing',
  'setup_restarted',
  'not_enforced',
  'enforced',
] as const;
export type TwoFactorErrorCode = (typeof twoFactorErrorCodes)[number];

/** The sentence of each code, shown as a line above the form. */
export const TWO_FACTOR_ERROR_MESSAGES: Record<TwoFactorErrorCode, string> = {
  invalid_code: 'That code is not right. Please check your authenticator app and try again.',
  code_used: 'That code has already been used. Please wait for a new code in your authenticator app.',
  locked:
    'You have entered too many incorrect codes - two factor authentication has been locked for 15 mins. Please try again later',
  invalid_challenge: 'Your sign-in has expired. Please log in again.',
  challenge_required: 'Please log in again to continue.',
  forbidden: 'You do not have access to this page.',
  invalid_password: 'Your password is not right. Please try again.',
  reason_required: 'Please give a reason of up to 500 characters.',
  already_enabled: 'Two factor authentication is already enabled.',
  not_enabled: 'Two factor authentication is not enabled.',
  setup_missing: 'Please start the two factor authentication set-up again.',
  setup_restarted:
    'Two factor authentication set-up was started again elsewhere. Please scan the new QR code.',
  not_enforced: 'Your organisation does not require two factor authentication.',
  enforced: 'Your organisation requires two factor authentication, so it cannot be disabled.',
};

export const twoFactorErrorSchema = z
  .array(z.object({ code: z.enum(twoFactorErrorCodes), message: z.string() }))
  .min(1)
  .meta({ id: 'TwoFactorError' });
export type TwoFactorError = z.infer<typeof twoFactorErrorSchema>;

export function twoFactorError(code: TwoFactorErrorCode): TwoFactorError {
  return [{ code, message: TWO_FACTOR_ERROR_MESSAGES[code] }];
}
