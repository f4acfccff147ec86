/**
 * The browser-binding cookie of single sign-on: a random value whose SHA-256 each request row keeps, so that
 * a provider's answer is accepted only in the browser that started the request (a link with someone else's
 * code and state, sent to a victim, does nothing). HttpOnly, SameSite=Lax, sent only to /api/sso, and
 * alive for as long as a request is (10 minutes).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTHORISATION_VALID_MS } from './sso-flow.service.ts';

export const BINDING_COOKIE = 'sso_binding';
const PATH = '/api/sso';

export function readBindingCookie(request: FastifyRequest): string | undefined {
  return request.cookies[BINDING_COOKIE];
}

export function setBindingCookie(reply: FastifyReply, value: string, secure: boolean): void {
  reply.setCookie(BINDING_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    path: PATH,
    secure,
    maxAge: AUTHORISATION_VALID_MS / 1000,
  });
}
