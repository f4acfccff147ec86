import { z } from 'zod';

/** Sign-in payloads (spec sections 3, 5 and 7). The refresh token never appears in a body: it is a cookie. */

export const emailSchema = z.string().trim().toLowerCase().max(254).email();

export const loginUrlRequestSchema = z.object({ email: emailSchema });
export const loginUrlResponseSchema = z
  .object({ hasSSO: z.boolean(), url: z.string().optional() })
  .meta({ id: 'LoginUrlResponse' });
export type LoginUrlResponse = z.infer<typeof loginUrlResponseSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(1024),
  deviceToken: z.string().max(128),
  /** The ALTCHA solution (base64 JSON), required once the server has answered showRecaptcha. */
  recaptcha: z.string().max(8192).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * The spec's login token response. On success (200): access_token and expires_in (seconds), or one of the
 * two-factor flags without a token. On failure (401, also while locked: 423 is not used) the same shape with
 * error_message, showRecaptcha and userAccountLocked, plus `message` (the same text as error_message).
 */
export const loginTokenResponseSchema = z
  .object({
    access_token: z.string().optional(),
    expires_in: z.number().int().positive().optional(),
    token_type: z.literal('Bearer').optional(),
    ssoLogoutUrl: z.string().nullable().optional(),
    showRecaptcha: z.boolean(),
    userAccountLocked: z.boolean(),
    error_message: z.string().nullable(),
    message: z.string().optional(),
    is_should_setup_2fa: z.boolean(),
    is_should_validate_2fa: z.boolean(),
    /** Short-lived single-use challenge for the two-factor step (spec deviation: no password kept in the browser). */
    challenge: z.string().optional(),
    /** With the challenge: the user it is for, whom the set-up calls name in their path (/api/v2/user/{id}/mfa). */
    userId: z.string().optional(),
  })
  .meta({ id: 'LoginTokenResponse' });
export type LoginTokenResponse = z.infer<typeof loginTokenResponseSchema>;

/** Answer of POST /api/auth/refresh: a new access token (the rotated refresh token is in the cookie). */
export const refreshResponseSchema = z
  .object({
    access_token: z.string(),
    expires_in: z.number().int().positive(),
    token_type: z.literal('Bearer'),
    /** Set for a masquerade session (issue 7): what its X-Masquerade headers must say; null otherwise. */
    masquerade: z.object({ userId: z.string(), schemeYear: z.number().int() }).nullable().optional(),
  })
  .meta({ id: 'RefreshResponse' });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/** GET /api/altcha/challenge: an ALTCHA proof-of-work challenge for the robot check. */
export const altchaChallengeSchema = z
  .object({
    algorithm: z.string(),
    challenge: z.string(),
    maxnumber: z.number().optional(),
    salt: z.string(),
    signature: z.string(),
  })
  .meta({ id: 'AltchaChallenge' });

export const userTypeSchema = z.enum(['employee', 'employer', 'admin']);
export type UserType = z.infer<typeof userTypeSchema>;
export const employmentStatusSchema = z.enum(['active', 'inactive', 'left']);
export type EmploymentStatus = z.infer<typeof employmentStatusSchema>;

export const LOCKED_ACCOUNT_MESSAGE =
  'You have unsuccessfully tried to login too many times - your account has been locked for 15 mins. Please try again later';
export const COOKIES_REQUIRED_MESSAGE = 'Please accept cookies before logging in';
export const NO_MATCH_MESSAGE = "We can't find a match! Try again or contact us";
export const ROBOT_CHECK_MESSAGE = 'Please confirm that you are not a robot!';
/** The `message` of a 401 when the access token is missing, invalid or expired, or its session has ended. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';
/** The `message` of a 401 when a token of one tenant is used on another tenant's host. */
export const WRONG_SITE_MESSAGE = 'You are signed in to a different site. Please log in again.';
/** The `message` of a 403 when the user's type may not use the route. */
export const ACCESS_DENIED_MESSAGE = 'You do not have access to this page.';
/** The `message` of a 429 from the sign-in routes. */
export const LOGIN_RATE_LIMIT_MESSAGE =
  'Too many sign-in attempts from your network. Please wait a minute and try again.';
