import { z } from 'zod';
import { loginTokenResponseSchema } from './auth.ts';

/**
 * Sign-in links (spec sections 2 and 7: "/sso-login/*", "Single-sign-on login"): a one-time token that
 * `POST /api/login/sso` exchanges for a session. The token's first three characters say what it is.
 */
export const SIGN_IN_GRANT_PREFIXES = {
  masquerade: 'msq',
  magic_link: 'mgl',
  single_sign_on: 'sso',
} as const;

/** Spec section 2: an expired or used masquerade link ('msq…'). */
export const MASQUERADE_LINK_EXPIRED_MESSAGE = 'Ooops your link has expired';
/** Spec section 2: any other bad sign-in link. */
export const SIGN_IN_LINK_FAILED_MESSAGE =
  'Oops somethings gone wrong. We are unable to connect you. Please contact us';

/** POST /api/login/sso. `masqueradeSchemeYear` is the link's second path segment (masquerade links only). */
export const ssoLoginRequestSchema = z.object({
  ssoToken: z.string().min(1).max(256),
  masqueradeSchemeYear: z.number().int().min(1900).max(9999).optional(),
  /** As with a password sign-in: binds the two-factor challenge, when the person has two-factor on. */
  deviceToken: z.string().max(128).optional(),
});
export type SsoLoginRequest = z.infer<typeof ssoLoginRequestSchema>;

/**
 * The login token response (or a two-factor flag with its challenge, for a magic link), plus the acted-as
 * user of a masquerade session, which the client sends back as X-Masquerade.
 */
export const ssoLoginResponseSchema = loginTokenResponseSchema
  .extend({ masqueradeUserId: z.string().optional() })
  .meta({ id: 'SsoLoginResponse' });
export type SsoLoginResponse = z.infer<typeof ssoLoginResponseSchema>;

/**
 * Refusals of POST /api/login/sso: 410 `link_expired` (a real link of this site, used or out of time), 401
 * `link_invalid` (anything else, including a link of another tenant). The message follows the spec's rule
 * by the token's prefix, so the web can show it as is.
 */
export const ssoLoginErrorCodes = ['link_expired', 'link_invalid'] as const;
export type SsoLoginErrorCode = (typeof ssoLoginErrorCodes)[number];
export const ssoLoginErrorSchema = z
  .object({ code: z.enum(ssoLoginErrorCodes), message: z.string() })
  .meta({ id: 'SsoLoginError' });
export type SsoLoginError = z.infer<typeof ssoLoginErrorSchema>;
