/** Sign-in helpers for API tests: real requests to the real app, a clock the test moves, robot checks solved. */
import { solveChallenge } from 'altcha-lib/v1';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import type { UserType } from '../src/db/schema/index.ts';
import { CLIENT_IDS, DEMO_PASSWORD } from '../src/seed/ids.ts';
import type { Clock } from '../src/lib/clock.ts';
import { openSession as openAppSession, sessions } from '../src/modules/auth/index.ts';

export const HOSTS = {
  demo: 'localhost:3000',
  northwind: 'northwind.localhost:3000',
  nowhere: 'nowhere.localhost:3000',
  /** The platform's own host (the operator console's, issue 35): it names no tenant. */
  platform: 'platform.localhost:3000',
} as const;

/** A clock that stands still until the test moves it. */
export function testClock(start = '2026-05-04T09:00:00.000Z') {
  let now = Date.parse(start);
  const clock: Clock = () => new Date(now);
  return {
    clock,
    advance(ms: number) {
      now += ms;
    },
  };
}

export const MINUTE = 60 * 1000;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function login(
  app: App,
  body: { email: string; password?: string; recaptcha?: string },
  host: string = HOSTS.demo,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { host },
    payload: { password: DEMO_PASSWORD, deviceToken: 'test-device', ...body },
  });
}

/** The refresh_token cookie a response set (its value is empty when it was cleared). */
export function refreshCookie(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === 'refresh_token');
}

/** Signs in with the demo password and returns both tokens. */
export async function signIn(app: App, email: string, host: string = HOSTS.demo) {
  const response = await login(app, { email }, host);
  expect(response.statusCode).toBe(200);
  const cookie = refreshCookie(response);
  expect(cookie?.value).toMatch(/^[\w-]{43}$/);
  return { accessToken: response.json().access_token as string, refreshToken: cookie!.value };
}

/**
 * A session opened by the app's own session service, for users whose sign-in needs a second factor (issue 5
 * adds that step), such as the platform administrator.
 */
export async function openSession(
  app: App,
  user: { id: string; clientId: string | null; userType: UserType },
  tenantId: string = user.clientId ?? CLIENT_IDS.demo,
) {
  const issued = await openAppSession(app.context.use(sessions), user, {
    tenantId,
    deviceToken: null,
    origin: { ip: '127.0.0.1', userAgent: 'api test' },
  });
  return { accessToken: issued.accessToken, refreshToken: issued.refreshToken };
}

export function refresh(app: App, refreshToken: string | undefined, host: string = HOSTS.demo) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { host },
    ...(refreshToken === undefined ? {} : { cookies: { refresh_token: refreshToken } }),
  });
}

export function getWithToken(app: App, url: string, accessToken: string, host: string = HOSTS.demo) {
  return app.inject({ method: 'GET', url, headers: { host, ...bearer(accessToken) } });
}

export interface RobotCheckChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** Solves a robot-check challenge as the ALTCHA widget does; returns the widget's payload. */
export async function solveRobotCheck(challenge: RobotCheckChallenge): Promise<string> {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  expect(solution).not.toBeNull();
  const { algorithm, salt, signature } = challenge;
  const payload = {
    algorithm,
    challenge: challenge.challenge,
    number: solution!.number,
    salt,
    signature,
    took: 1,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** Fetches a robot-check challenge from the app and solves it. */
export async function solvedRobotCheck(app: App, host: string = HOSTS.demo): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/altcha/challenge', headers: { host } });
  expect(response.statusCode).toBe(200);
  return solveRobotCheck(response.json() as RobotCheckChallenge);
}
