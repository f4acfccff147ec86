/**
 * The operator console's door (issue 35): the platform host names no tenant, only platform administrators sign
 * in there, and every console route (the `operator` rule) admits only an administrator whose sign-in passed
 * two-factor, on that host. Each console route is called by every kind of caller.
 */
import { ACCESS_DENIED_MESSAGE, SESSION_EXPIRED_MESSAGE, WRONG_SITE_MESSAGE } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWithToken, HOSTS, login, signIn, testClock } from './auth-helpers.ts';
import { adminWithoutTwoFactor, consoleRequest, operatorToken, tenantToken } from './console-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from './harness.ts';

const time = testClock('2026-11-25T10:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
});
afterAll(() => t.close());

/** Every console route: a path with its parameters filled in. */
const CONSOLE_ROUTES: readonly { method: 'GET' | 'PUT' | 'POST'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/api/console/clients' },
  { method: 'GET', url: '/api/console/clients/demo' },
  // Restoring a client that is not archived changes nothing: the refusals are what is tested here.
  {
    method: 'PUT',
    url: '/api/console/clients/demo/archived',
    payload: { archived: false, reason: 'Access test' },
  },
];

describe('the platform host', () => {
  it('names no tenant: the default theme, and no tenant user signs in there', async () => {
    const theme = await t.app.inject({ method: 'GET', url: '/api/theme', headers: { host: HOSTS.platform } });
    expect(theme.json().benefitBrandName).toBe(
      (await t.app.inject({ method: 'GET', url: '/api/theme', headers: { host: HOSTS.nowhere } })).json()
        .benefitBrandName,
    );
    for (const email of ['employee@demo.test', 'employer@demo.test']) {
      const response = await login(t.app, { email }, HOSTS.platform);
      expect(response.statusCode).toBe(401);
      expect(response.json().access_token).toBeUndefined();
    }
  });

  it('refuses the token of a tenant user', async () => {
    const { accessToken } = await signIn(t.app, 'employee@demo.test');
    const response = await getWithToken(t.app, '/api/user', accessToken, HOSTS.platform);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: WRONG_SITE_MESSAGE });
  });

  it('lets the platform administrator sign in with their second factor, on the default theme', async () => {
    const token = await operatorToken(t.app, time);
    const setup = await getWithToken(t.app, '/api/login/setup', token, HOSTS.platform);
    expect(setup.statusCode).toBe(200);
    expect(setup.json().user).toMatchObject({ client: null });
    expect(setup.json().client.clientName).toBe('Platform');
    // The refresh cookie of that sign-in renews the session on the platform host.
    expect((await getWithToken(t.app, '/api/user', token, HOSTS.platform)).statusCode).toBe(200);
  });

  it("admits an administrator to no tenant's employer route there", async () => {
    const token = await operatorToken(t.app, time);
    const response = await getWithToken(t.app, '/api/masquerade/launcher', token, HOSTS.platform);
    expect(response.statusCode).toBe(403);
  });
});

describe.each(CONSOLE_ROUTES)('$method $url', ({ method, url, payload }) => {
  it('answers the operator', async () => {
    const token = await operatorToken(t.app, time);
    expect((await consoleRequest(t.app, method, url, { token, payload })).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await consoleRequest(t.app, method, url, { payload });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE });
  });

  it('refuses an administrator whose session skipped two-factor', async () => {
    const response = await consoleRequest(t.app, method, url, {
      token: await adminWithoutTwoFactor(t.app),
      payload,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: ACCESS_DENIED_MESSAGE });
  });

  it("refuses the operator on a tenant's host", async () => {
    const token = await operatorToken(t.app, time);
    const response = await consoleRequest(t.app, method, url, { token, host: HOSTS.demo, payload });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: ACCESS_DENIED_MESSAGE });
  });

  it.each(['employee', 'employer'] as const)('refuses an %s', async (who) => {
    const response = await consoleRequest(t.app, method, url, {
      token: await tenantToken(t.app, who),
      host: HOSTS.demo,
      payload,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: ACCESS_DENIED_MESSAGE });
  });
});
