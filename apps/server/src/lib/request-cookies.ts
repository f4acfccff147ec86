/**
 * The request's cookies, parsed when a route first reads them. @fastify/cookie runs with `hook: false`
 * (plugins/http-shell.ts): parsing on every request cost each API answer a hook and a Map, and three routes read
 * cookies (the refresh token, the voucher frame's session, single sign-on's browser binding). Setting a cookie
 * (`reply.setCookie`) is unchanged: the plugin prepares the reply itself.
 */
import type { FastifyRequest } from 'fastify';

export function cookiesOf(request: FastifyRequest): Record<string, string | undefined> {
  request.cookies ??= request.server.parseCookie(request.headers.cookie ?? '');
  return request.cookies;
}
