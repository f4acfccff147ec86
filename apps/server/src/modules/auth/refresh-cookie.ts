/**
 * The refresh token's cookie (architecture section 7): HttpOnly, SameSite=Strict, only sent to /api, Secure
 * when the portal is served over https. Its Max-Age is what is left of the session's 12 hours.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookiesOf } from '../../lib/request-cookies.ts';

export const REFRESH_COOKIE = 'refresh_token';
const PATH = '/api';

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return cookiesOf(request)[REFRESH_COOKIE];
}

export function setRefreshCookie(
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
  secure: boolean,
): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: PATH,
    secure,
    maxAge: maxAgeSeconds,
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', path: PATH, secure });
}
