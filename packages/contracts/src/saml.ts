import { z } from 'zod';

/**
 * SAML 2.0 single sign-on (issue 36), beside OpenID Connect: the login-URL lookup answers the same start
 * address; the identity provider posts its Response to the Assertion Consumer Service
 * `/api/sso/{provider}/saml/acs`, which redirects to `/sso-login/sso…` (or `/sso-error/`). The service
 * provider's entity ID is its metadata address, `/api/sso/{provider}/saml/metadata`.
 */

/** Base64 of a SAML message: a few hundred KiB at most. */
const samlMessage = z
  .string()
  .min(1)
  .max(512 * 1024);

/** POST /api/sso/{provider}/saml/acs (form fields). */
export const samlAssertionConsumerBodySchema = z.object({
  SAMLResponse: samlMessage,
  RelayState: z.string().max(1024).optional(),
});

/** GET /api/sso/{provider}/saml/slo: the IdP's LogoutResponse (HTTP-Redirect binding), whatever it says. */
export const samlLogoutReturnQuerySchema = z
  .object({
    SAMLResponse: z
      .string()
      .max(64 * 1024)
      .optional(),
    RelayState: z.string().max(1024).optional(),
  })
  .catchall(z.string().max(4096));

export const samlPaths = {
  metadata: (provider: string) => `/api/sso/${encodeURIComponent(provider)}/saml/metadata`,
  assertionConsumer: (provider: string) => `/api/sso/${encodeURIComponent(provider)}/saml/acs`,
  logoutReturn: (provider: string) => `/api/sso/${encodeURIComponent(provider)}/saml/slo`,
  logout: (provider: string, ticket: string) =>
    `/api/sso/${encodeURIComponent(provider)}/saml/logout/${encodeURIComponent(ticket)}`,
};
