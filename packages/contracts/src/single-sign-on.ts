import { z } from 'zod';

/**
 * Single sign-on with OpenID Connect (spec sections 1, 2, 6 and 7; issue 7). `POST /api/login/url` answers
 * `{ hasSSO: true, url }` for an e-mail whose domain one of the tenant's identity providers serves; `url` is
 * the server's start address, which binds the request to the browser and redirects to the provider. The
 * provider returns to the web route `/sso/{provider}`, which sends the whole answer to
 * `GET /api/sso/{provider}/callback` and goes where that answers: `/sso-login/sso…` on success (a one-time
 * token, exchanged by `POST /api/login/sso`), `/sso-error/` on failure.
 */

/** The web routes the flow ends on. */
export const SSO_ERROR_PATH = '/sso-error/';
export const SSO_LOGIN_PATH = '/sso-login/';
/** The web route a provider returns to: `{tenant address}/sso/{provider}`. */
export const ssoRedirectPath = (provider: string) => `/sso/${encodeURIComponent(provider)}`;
/** Where a provider sends the browser after a single-sign-on logout. */
export const SSO_POST_LOGOUT_PATH = '/logout-success';
/** The address that starts a sign-in through a provider: `{tenant address}{ssoStartPath(name)}` tries it. */
export const ssoStartPath = (provider: string) => `/api/sso/${encodeURIComponent(provider)}/start`;

/** Spec section 2, the 'Unable to log in' page: every failed single sign-on answers this. */
export const SSO_FAILED_MESSAGE = 'Sorry, there was a problem signing in to your account';

/** A provider's name, as in its redirect route: lower-case letters, digits and hyphens. */
export const identityProviderNameSchema = z
  .string()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'use lower-case letters, digits and hyphens');

/** GET /api/login/options: how the host's tenant signs in, for the signed-out web app. */
export const loginOptionsResponseSchema = z
  .object({
    /** Password sign-in and forgotten password are off: every user signs in through single sign-on. */
    ssoOnly: z.boolean(),
  })
  .meta({ id: 'LoginOptions' });
export type LoginOptions = z.infer<typeof loginOptionsResponseSchema>;

/** GET /api/sso/{provider}/start?login_hint=: the address `POST /api/login/url` answers. */
export const ssoStartQuerySchema = z.object({ login_hint: z.string().max(254).optional() });

/**
 * GET /api/sso/{provider}/callback: the query the provider returned to `/sso/{provider}` with, passed on
 * whole (code, state and iss, or error and error_description). A parameter given twice is refused.
 */
const callbackValue = z.union([z.string().max(4096), z.array(z.string().max(4096))]);
export const ssoCallbackQuerySchema = z
  .object({
    /** The authorisation code (success). */
    code: callbackValue.optional(),
    /** The state this server sent (both). */
    state: callbackValue.optional(),
    /** The issuer (RFC 9207), when the provider names itself. */
    iss: callbackValue.optional(),
    /** The provider's error code and its words (failure). */
    error: callbackValue.optional(),
    error_description: callbackValue.optional(),
  })
  // Anything else the provider adds is passed on too: the OpenID client reads the whole answer.
  .catchall(callbackValue);

/** The callback's success: where the browser goes next (`/sso-login/sso…`). */
export const ssoCallbackResponseSchema = z
  .object({ redirect: z.string() })
  .meta({ id: 'SsoCallbackResponse' });
export type SsoCallbackResponse = z.infer<typeof ssoCallbackResponseSchema>;

/** The callback's failure (4xx or 502): the message and the error page to go to (`/sso-error/`). */
export const ssoCallbackErrorSchema = z
  .object({ message: z.string(), redirect: z.string() })
  .meta({ id: 'SsoCallbackError' });
export type SsoCallbackError = z.infer<typeof ssoCallbackErrorSchema>;

/** An identity provider as operators see it (the client secret never leaves the server). */
export const oidcProviderSummarySchema = z.object({
  protocol: z.literal('oidc'),
  name: z.string(),
  issuerUrl: z.string(),
  clientId: z.string(),
  scopes: z.string(),
  emailDomains: z.array(z.string()),
  /** Where the provider must send people back: register it at the provider. */
  redirectUri: z.string(),
  postLogoutRedirectUri: z.string(),
  /** The provider's own MFA stands for the portal's two-factor step. */
  trustProviderMfa: z.boolean(),
  /** Opens a sign-in through this provider: the test sign-in link. */
  signInUrl: z.string(),
});

/** A SAML identity provider as operators see it (issue 36): what to give the IdP's administrator. */
export const samlProviderSummarySchema = z.object({
  protocol: z.literal('saml'),
  name: z.string(),
  emailDomains: z.array(z.string()),
  idpEntityId: z.string(),
  /** Where the IdP's metadata is fetched from (daily), or null when it was pasted. */
  idpMetadataUrl: z.string().nullable(),
  /** When the metadata was last fetched from its address (ISO 8601); null when it was pasted. */
  idpMetadataFetchedAt: z.string().nullable(),
  /** The portal's entity ID, which is also the address of its metadata for the IdP to import. */
  spEntityId: z.string(),
  assertionConsumerUrl: z.string(),
  singleLogout: z.boolean(),
  /** "NameID" or the attribute's name, and which of the portal's fields it is. */
  identifier: z.string(),
  identifierTarget: z.enum(['email', 'employee_number']),
  allowIdpInitiated: z.boolean(),
  /** A certificate rollover is under way: the metadata publishes the next certificate too. */
  rolloverInProgress: z.boolean(),
  trustProviderMfa: z.boolean(),
  signInUrl: z.string(),
});

export const identityProviderSummarySchema = z.discriminatedUnion('protocol', [
  oidcProviderSummarySchema,
  samlProviderSummarySchema,
]);
export type IdentityProviderSummary = z.infer<typeof identityProviderSummarySchema>;
export type SamlProviderSummary = z.infer<typeof samlProviderSummarySchema>;

/** `npm run admin -- sso list`: a tenant's providers and its single-sign-on-only switch. */
export const tenantSingleSignOnSchema = z.object({
  ssoOnly: z.boolean(),
  providers: z.array(identityProviderSummarySchema),
});
export type TenantSingleSignOn = z.infer<typeof tenantSingleSignOnSchema>;

const emailDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'must be a domain like example.com',
  );

/** `npm run admin -- sso add`: a new provider for a tenant, checked before the database is opened. */
export const newIdentityProviderSchema = z.object({
  name: identityProviderNameSchema,
  issuerUrl: z.url({ protocol: /^https?$/ }),
  clientId: z.string().trim().min(1).max(512),
  clientSecret: z.string().min(1).max(4096),
  emailDomains: z.array(emailDomainSchema).min(1).max(50),
  /** Space-separated; `openid` is always added. */
  scopes: z.string().trim().max(1000).optional(),
});
export type NewIdentityProvider = z.infer<typeof newIdentityProviderSchema>;

/**
 * `npm run admin -- sso add-saml`: a new SAML provider, from its metadata's address (fetched now and daily) or
 * the metadata itself (pasted), identified by the NameID or a named attribute, as e-mail or employee number.
 */
export const newSamlProviderSchema = z
  .object({
    name: identityProviderNameSchema,
    emailDomains: z.array(emailDomainSchema).min(1).max(50),
    metadataUrl: z.url({ protocol: /^https?$/ }).optional(),
    metadataXml: z
      .string()
      .min(1)
      .max(1024 * 1024)
      .optional(),
    identifierAttribute: z.string().trim().min(1).max(512).optional(),
    identifierTarget: z.enum(['email', 'employee_number']).default('email'),
    allowIdpInitiated: z.boolean().default(false),
  })
  .refine((input) => (input.metadataUrl === undefined) !== (input.metadataXml === undefined), {
    message: 'give the metadata address or the metadata file, one of them',
  });
export type NewSamlProvider = z.input<typeof newSamlProviderSchema>;
