/**
 * Two-factor helpers for API tests: codes computed with otpauth (an implementation other than ours, as an
 * authenticator app would), the challenge of a password sign-in, and the two-factor calls.
 */
import * as OTPAuth from 'otpauth';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import type { Clock } from '../src/lib/clock.ts';
import { bearer, HOSTS, login } from './auth-helpers.ts';

export const STEP_MS = 30_000;
export const DEVICE = 'test-device';

/** The code an authenticator app shows for `secret` at `clock()` moved by `steps` 30-second steps. */
export function codeAt(secret: string, clock: Clock, steps = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  return totp.generate({ timestamp: clock().getTime() + steps * STEP_MS });
}

/** Signs in with the demo password and answers the two-factor challenge (asserting which step it is for). */
export async function passwordStep(
  app: App,
  email: string,
  expected: 'validate' | 'setup',
  host: string = HOSTS.demo,
): Promise<string> {
  const response = await login(app, { email }, host);
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.access_token).toBeUndefined();
  expect(body).toMatchObject({
    is_should_validate_2fa: expected === 'validate',
    is_should_setup_2fa: expected === 'setup',
  });
  expect(body.challenge).toMatch(/^[\w-]{43}$/);
  return body.challenge as string;
}

/** POST with JSON on a tenant's host, with a bearer token when given. */
export function postJson(
  app: App,
  url: string,
  payload: object,
  options: { host?: string; accessToken?: string } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { host: options.host ?? HOSTS.demo };
  if (options.accessToken) Object.assign(headers, bearer(options.accessToken));
  return app.inject({ method: 'POST', url, headers, payload });
}

/** POST /api/login/mfa with the test device. */
export function loginWithCode(
  app: App,
  challenge: string,
  code: string,
  host: string = HOSTS.demo,
  deviceToken: string = DEVICE,
) {
  return postJson(app, '/api/login/mfa', { code, challenge, deviceToken }, { host });
}

/** The code of a refusal (the first item of its JSON list). */
export function refusalCode(response: LightMyRequestResponse): string {
  const body = response.json();
  expect(Array.isArray(body)).toBe(true);
  expect(body[0]).toEqual({ code: expect.any(String), message: expect.any(String) });
  return body[0].code as string;
}
