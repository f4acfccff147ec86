/**
 * The browser-binding cookie of single sign-on: a random value whose SHA-256 each request row keeps, so that
 * a provider's answer is accepted only in the browser that started the request (a link with someone else's
 * code and state, or a SAML response to someone else's request, sent to a victim, does nothing). HttpOnly,
 * SameSite=Lax (None for SAML on https), sent only to /api/sso, and alive as long as a request is (10 minutes).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookiesOf } from '../../lib/request-cookies.ts';
import { AUTHORISATION_VALID_MS } from './sso-flow.service.ts';

export const BINDING_COOKIE = 'sso_binding';
const PATH = '/api/sso';

export function readBindingCookie(request: FastifyRequest): string | undefined {
  return cookiesOf(request)[BINDING_COOKIE];
}

/**
 * `crossSitePost`: the answer comes back as the IdP's form post (SAML), which a Lax cookie does not go
 * with; such a cookie is SameSite=None, which browsers accept only with Secure (on http, outside production,
 * it stays Lax and works when the IdP is on the same site, as the demo's is).
 */
export function setBindingCookie(
  reply: FastifyReply,
  value: string,
  secure: boolean,
  crossSitePost = false,
): void {
  reply.setCookie(BINDING_COOKIE, value, {
    httpOnly: true,
    sameSite: crossSitePost && secure ? 'none' : 'lax',
    path: PATH,
    secure,
    maxAge: AUTHORISATION_VALID_MS / 1000,
  });
}
