/** Password sign-in: the answers, the refresh cookie, the two-factor branches and no account enumeration. */
import { eq } from 'drizzle-orm';
import { NO_MATCH_MESSAGE, loginTokenResponseSchema, LOGIN_RATE_LIMIT_MESSAGE } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import { HOSTS, login, refreshCookie } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

const noMatch = {
  showRecaptcha: false,
  userAccountLocked: false,
  error_message: NO_MATCH_MESSAGE,
  message: NO_MATCH_MESSAGE,
  is_should_setup_2fa: false,
  is_should_validate_2fa: false,
};

describe('POST /api/login/url', () => {
  it('answers password sign-in for known and unknown e-mails alike', async () => {
    for (const email of ['employee@demo.test', 'nobody@demo.test', 'admin@platform.test']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/login/url', payload: { email } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ hasSSO: false });
    }
  });

  it('refuses something that is not an e-mail address with 400 { message }', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login/url', payload: { email: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe('POST /api/login', () => {
  it('signs employee@demo.test in: an access token in the body, the refresh token only in a cookie', async () => {
    const response = await login(t.app, { email: '  Employee@Demo.test ' });
    expect(response.statusCode).toBe(200);
    const body = loginTokenResponseSchema.parse(response.json());
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      expires_in: 900,
      token_type: 'Bearer',
      ssoLogoutUrl: null,
      showRecaptcha: false,
      userAccountLocked: false,
      error_message: null,
      is_should_setup_2fa: false,
      is_should_validate_2fa: false,
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = refreshCookie(response);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api',
      maxAge: 12 * 60 * 60,
    });
    expect(cookie?.secure).toBeFalsy();
    expect(response.body).not.toContain(cookie!.value);

    const setup = await t.app.inject({
      method: 'GET',
      url: '/api/login/setup',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(setup.json().firstName).toBe('Alex');
  });

  it('marks the cookie Secure when the portal is served over https', async () => {
    const secure = await createTestApp({ configOverrides: { publicUrl: 'https://portal.example' } });
    try {
      await seedDemo(secure.db);
      const response = await login(secure.app, { email: 'employee@demo.test' });
      expect(refreshCookie(response)?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('answers unknown e-mail, wrong password, not-activated account and no password identically', async () => {
    const [activatedHash] = await Promise.all([hashPassword('Harbour-Lantern-47!')]);
    await t.db.insert(users).values({
      clientId: CLIENT_IDS.demo,
      email: 'pending@demo.test',
      firstName: 'Pat',
      surname: 'Pending',
      userType: 'employee',
      passwordHash: activatedHash,
      activatedAt: null,
    });
    const answers = await Promise.all([
      login(t.app, { email: 'nobody@demo.test' }),
      login(t.app, { email: 'employer@demo.test', password: 'Not-The-Password-1' }),
      login(t.app, { email: 'pending@demo.test' }),
      login(t.app, { email: 'new@demo.test' }),
      // The tenant's host decides: a Northwind user is unknown on the demo host.
      login(t.app, { email: 'employee@northwind.test' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual(noMatch);
      expect(refreshCookie(answer)).toBeUndefined();
    }
  });

  it('lets nobody sign in on a host that names no tenant', async () => {
    for (const email of ['employee@demo.test', 'admin@platform.test']) {
      const response = await login(t.app, { email }, HOSTS.nowhere);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(noMatch);
    }
  });

  it.each([
    [
      'mfa@demo.test (two-factor on)',
      'mfa@demo.test',
      HOSTS.demo,
      { is_should_validate_2fa: true, userId: USER_IDS.demoMfa },
    ],
    [
      'a Northwind employee (enforced, none set up)',
      'employee@northwind.test',
      HOSTS.northwind,
      { is_should_setup_2fa: true, userId: USER_IDS.northwindEmployee },
    ],
    [
      'the platform administrator (two-factor on)',
      'admin@platform.test',
      HOSTS.demo,
      { is_should_validate_2fa: true, userId: USER_IDS.platformAdmin },
    ],
  ])(
    'asks %s for the second factor, with a challenge but no token and no cookie',
    async (_who, email, host, flags) => {
      const response = await login(t.app, { email }, host);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        showRecaptcha: false,
        userAccountLocked: false,
        error_message: null,
        is_should_setup_2fa: false,
        is_should_validate_2fa: false,
        challenge: expect.stringMatching(/^[\w-]{43}$/),
        ...flags,
      });
      expect(refreshCookie(response)).toBeUndefined();
    },
  );

  it('takes about as long to refuse an unknown e-mail as a wrong password or an inactive account', async () => {
    const hash = await hashPassword('Harbour-Lantern-47!');
    const extra = (prefix: string, activated: boolean) =>
      Array.from({ length: 5 }, (_, i) => ({
        clientId: CLIENT_IDS.demo,
        email: `${prefix}-${i}@demo.test`,
        firstName: 'Timing',
        surname: `Person ${i}`,
        userType: 'employee' as const,
        passwordHash: hash,
        activatedAt: activated ? new Date() : null,
      }));
    await t.db.insert(users).values([...extra('timing-active', true), ...extra('timing-inactive', false)]);

    // The three kinds take turns, so a moment when the machine is busy slows each kind alike.
    const kinds = ['timing-unknown', 'timing-active', 'timing-inactive'];
    const times: number[][] = kinds.map(() => []);
    for (let i = 0; i < 5; i++) {
      for (const [kind, prefix] of kinds.entries()) {
        const started = performance.now();
        const response = await login(t.app, {
          email: `${prefix}-${i}@demo.test`,
          password: 'Wrong-Password-1!',
        });
        times[kind]!.push(performance.now() - started);
        expect(response.json()).toEqual(noMatch);
      }
    }
    const all = times.map((kind) => kind.sort((a, b) => a - b)[Math.floor(kind.length / 2)]!);
    expect(Math.max(...all) / Math.min(...all)).toBeLessThan(3);
  });

  it('records sign-ins in the audit table, without passwords or tokens', async () => {
    const response = await login(t.app, { email: 'employer@demo.test' });
    const token = response.json().access_token as string;
    const rows = await t.db.select().from(auditEvents).where(eq(auditEvents.userId, USER_IDS.demoEmployer));
    expect(rows.map((row) => row.type)).toEqual(expect.arrayContaining(['login.succeeded', 'login.failed']));
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('Harbour-Lantern-47!');
    expect(stored).not.toContain('Not-The-Password-1');
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(refreshCookie(response)!.value);
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 with a sentence once one address has tried too often', async () => {
    const limited = await createTestApp({ configOverrides: { loginRateLimitPerMinute: 3 } });
    try {
      const attempts = [];
      for (let i = 0; i < 4; i += 1)
        attempts.push(await login(limited.app, { email: `someone-${i}@demo.test` }));
      expect(attempts.map((response) => response.statusCode)).toEqual([401, 401, 401, 429]);
      const refused = attempts[3]!;
      expect(refused.json()).toEqual({ message: LOGIN_RATE_LIMIT_MESSAGE });
      expect(refused.headers['retry-after']).toBeDefined();
      // The login-URL check has its own count; other routes keep the general limit.
      const lookUp = await limited.app.inject({
        method: 'POST',
        url: '/api/login/url',
        payload: { email: 'someone@demo.test' },
      });
      expect(lookUp.statusCode).toBe(200);
      expect((await limited.app.inject({ method: 'GET', url: '/api/theme' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
