/**
 * Masquerade helpers for API tests: the platform administrator signed in with two-factor (password, then a
 * code), a masquerade link made through the API, and the session it opens with its request headers.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { MASQUERADE_HEADER, MASQUERADE_SCHEME_YEAR_HEADER } from '@portal/contracts';
import type { App } from '../src/app.ts';
import { DEMO_TOTP_SECRETS } from '../src/seed/demo-world.ts';
import { CLIENT_IDS } from '../src/seed/ids.ts';
import type { Clock } from '../src/lib/clock.ts';
import { bearer, HOSTS, refreshCookie } from './auth-helpers.ts';
import { codeAt, DEVICE, loginWithCode, passwordStep, postJson } from './two-factor-helpers.ts';

export const ADMIN_EMAIL = 'admin@platform.test';
export const ADMIN_NAME = 'Pat Quinn-Admin';

/**
 * The administrator's access token after the password and a code. The caller must move its clock on a 30-second
 * step between two calls (a code works once).
 */
export async function adminWithTwoFactor(app: App, clock: Clock, host: string = HOSTS.demo): Promise<string> {
  const challenge = await passwordStep(app, ADMIN_EMAIL, 'validate', host);
  const response = await loginWithCode(app, challenge, codeAt(DEMO_TOTP_SECRETS.platformAdmin, clock), host);
  expect(response.statusCode).toBe(200);
  return response.json().access_token as string;
}

/** POST /api/masquerade/employer/{clientId}/{userId}. */
export function requestMasquerade(
  app: App,
  adminToken: string,
  userId: string,
  body: object = { schemeYear: 2026, reason: 'Checking a reported problem' },
  options: { host?: string; clientId?: string } = {},
): Promise<LightMyRequestResponse> {
  const clientId = options.clientId ?? CLIENT_IDS.demo;
  return postJson(app, `/api/masquerade/employer/${clientId}/${userId}`, body, {
    host: options.host ?? HOSTS.demo,
    accessToken: adminToken,
  });
}

/** The token and year of a masquerade link (`…/sso-login/{token}/{year}`). */
export function linkParts(url: string): { token: string; schemeYear: number } {
  const match = /\/sso-login\/([^/]+)\/(\d{4})$/.exec(new URL(url).pathname);
  expect(match, url).not.toBeNull();
  return { token: match![1]!, schemeYear: Number(match![2]) };
}

/** Opens a masquerade link as the web page does: POST /api/login/sso with the token and the year. */
export function openLink(app: App, url: string, host: string = HOSTS.demo): Promise<LightMyRequestResponse> {
  const { token, schemeYear } = linkParts(url);
  return postJson(
    app,
    '/api/login/sso',
    { ssoToken: token, masqueradeSchemeYear: schemeYear, deviceToken: DEVICE },
    { host },
  );
}

export function masqueradeHeaders(userId: string, schemeYear: number = 2026): Record<string, string> {
  return { [MASQUERADE_HEADER]: userId, [MASQUERADE_SCHEME_YEAR_HEADER]: String(schemeYear) };
}

export interface MasqueradeSession {
  accessToken: string;
  refreshToken: string;
  /** The bearer token and the masquerade headers, as the web client sends them. */
  headers: Record<string, string>;
}

/** The administrator (signed in with two-factor) masquerades as `userId` for a year (2026) on the demo host. */
export async function startMasquerade(
  app: App,
  clock: Clock,
  userId: string,
  schemeYear = 2026,
): Promise<MasqueradeSession> {
  const admin = await adminWithTwoFactor(app, clock);
  const link = await requestMasquerade(app, admin, userId, {
    schemeYear,
    reason: 'Checking a reported problem',
  });
  expect(link.statusCode).toBe(200);
  const opened = await openLink(app, link.json().url);
  expect(opened.statusCode).toBe(200);
  const accessToken = opened.json().access_token as string;
  return {
    accessToken,
    refreshToken: refreshCookie(opened)!.value,
    headers: { host: HOSTS.demo, ...bearer(accessToken), ...masqueradeHeaders(userId, schemeYear) },
  };
}
