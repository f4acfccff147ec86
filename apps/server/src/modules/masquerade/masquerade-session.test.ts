/**
 * A masquerade session (issue 7): its headers, the banner facts, blocked actions, the 60 minutes, the audit,
 * and forged headers.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  MASQUERADE_BLOCKED_MESSAGE,
  MASQUERADE_HEADERS_MESSAGE,
  MASQUERADE_HEADERS_NOT_EXPECTED_MESSAGE,
  MASQUERADE_USER_ID_HEADER,
  SESSION_EXPIRED_MESSAGE,
} from '@portal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { CLIENT_IDS, SCHEME_IDS, USER_IDS } from '../../seed/ids.ts';
import {
  bearer,
  getWithToken,
  HOSTS,
  MINUTE,
  openSession,
  refresh,
  signIn,
  testClock,
} from '../../../test/auth-helpers.ts';
import { NEW_PASSWORD } from '../../../test/account-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import {
  ADMIN_NAME,
  masqueradeHeaders,
  startMasquerade,
  type MasqueradeSession,
} from '../../../test/masquerade-helpers.ts';
import { STEP_MS } from '../../../test/two-factor-helpers.ts';

const time = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
});
afterAll(() => t.close());
// A code works once: each test signs the administrator in on a later 30-second step.
beforeEach(() => time.advance(2 * STEP_MS));

const PEOPLE = {
  employee: { id: USER_IDS.demoEmployee, clientId: CLIENT_IDS.demo, userType: 'employee' as const },
  employer: { id: USER_IDS.demoEmployer, clientId: CLIENT_IDS.demo, userType: 'employer' as const },
  admin: { id: USER_IDS.platformAdmin, clientId: null, userType: 'admin' as const },
};

const inject = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

describe('a masquerade session', () => {
  let session: MasqueradeSession;
  beforeEach(async () => {
    session = await startMasquerade(t.app, time.clock, USER_IDS.demoEmployee);
  });

  it('acts as the user, and the login setup carries the banner facts and the chosen scheme year', async () => {
    const response = await inject('GET', '/api/login/setup', session.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers[MASQUERADE_USER_ID_HEADER.toLowerCase()]).toBe(USER_IDS.demoEmployee);
    const setup = response.json();
    expect(setup).toMatchObject({
      id: USER_IDS.demoEmployee,
      name: 'Alex Morgan',
      userType: 'employee',
      masquerade: { userId: USER_IDS.demoEmployee, schemeYear: 2026, adminName: ADMIN_NAME },
    });
    expect(setup.client.scheme).toMatchObject({ id: SCHEME_IDS.demo2026, schemeYear: 2026 });
    expect(Date.parse(setup.masquerade.endsAt)).toBe(time.clock().getTime() + 60 * MINUTE);
    // Everyone else's login setup says null.
    const own = await getWithToken(
      t.app,
      '/api/login/setup',
      (await signIn(t.app, 'employer@demo.test')).accessToken,
    );
    expect(own.json().masquerade).toBeNull();
    expect(own.headers[MASQUERADE_USER_ID_HEADER.toLowerCase()]).toBeUndefined();
  });

  it('refuses requests without its headers, or with other values', async () => {
    const { [`X-Masquerade`]: _user, [`X-Masquerade-Scheme-Year`]: _year, ...bare } = session.headers;
    const variants = [
      bare,
      { ...bare, ...masqueradeHeaders(USER_IDS.demoEmployer) },
      { ...bare, ...masqueradeHeaders(USER_IDS.demoEmployee, 2025) },
      { ...bare, 'X-Masquerade': USER_IDS.demoEmployee },
    ];
    for (const headers of variants) {
      const response = await inject('GET', '/api/user', headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MASQUERADE_HEADERS_MESSAGE });
    }
    expect((await inject('GET', '/api/user', session.headers)).statusCode).toBe(200);
  });

  it('cannot change the password, two-factor or send magic links', async () => {
    const blocked: [string, object][] = [
      [
        '/api/user/password',
        { current_password: 'x', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      ],
      [`/api/v2/user/${USER_IDS.demoEmployee}/mfa`, {}],
      [`/api/v2/user/${USER_IDS.demoEmployee}/mfa/validate`, { code: '123456', type: 'complete' }],
      [`/api/v2/user/${USER_IDS.demoEmployee}/mfa/disable`, { password: 'x', code: '123456', reason: 'x' }],
    ];
    for (const [url, body] of blocked) {
      const response = await inject('POST', url, session.headers, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ message: MASQUERADE_BLOCKED_MESSAGE });
    }
    time.advance(STEP_MS);
    const asEmployer = await startMasquerade(t.app, time.clock, USER_IDS.demoEmployer);
    const magicLink = await inject(
      'POST',
      `/api/magic-link/scheme/${SCHEME_IDS.demo2026}/employee/${USER_IDS.demoEmployee}`,
      asEmployer.headers,
      { password: 'anything' },
    );
    expect(magicLink.statusCode).toBe(403);
    expect(magicLink.json()).toEqual({ message: MASQUERADE_BLOCKED_MESSAGE });
    // The same calls are the person's own business in their own session.
    const own = await signIn(t.app, 'first@demo.test');
    const setup = await inject(
      'POST',
      `/api/v2/user/${USER_IDS.demoFirstLogin}/mfa`,
      {
        host: HOSTS.demo,
        ...bearer(own.accessToken),
      },
      {},
    );
    expect(setup.statusCode).toBe(200);
  });

  it("may use the acted-as person's routes, not the administrator's", async () => {
    time.advance(STEP_MS);
    const asEmployer = await startMasquerade(t.app, time.clock, USER_IDS.demoEmployer);
    const registration = await inject(
      'GET',
      `/api/v2/client/${CLIENT_IDS.demo}/employees`,
      asEmployer.headers,
    );
    expect(registration.statusCode).toBe(200);
    expect((await inject('GET', '/api/masquerade/launcher', asEmployer.headers)).statusCode).toBe(403);
    expect(
      (await inject('GET', `/api/v2/client/${CLIENT_IDS.demo}/employees`, session.headers)).statusCode,
    ).toBe(403);
  });

  it('ends 60 minutes after it began, however active', async () => {
    let accessToken = session.accessToken;
    let refreshToken = session.refreshToken;
    for (let minutes = 0; minutes < 56; minutes += 14) {
      time.advance(14 * MINUTE);
      const refreshed = await refresh(t.app, refreshToken);
      expect(refreshed.statusCode).toBe(200);
      // A reloaded tab learns from the refresh which headers its requests must carry.
      expect(refreshed.json().masquerade).toEqual({ userId: USER_IDS.demoEmployee, schemeYear: 2026 });
      const maxAge = refreshed.cookies.find((cookie) => cookie.name === 'refresh_token')!.maxAge!;
      expect(maxAge).toBeLessThanOrEqual(60 * 60 - (minutes + 14) * 60);
      accessToken = refreshed.json().access_token;
      refreshToken = refreshed.cookies.find((cookie) => cookie.name === 'refresh_token')!.value;
      const headers = { ...session.headers, ...bearer(accessToken) };
      expect((await inject('GET', '/api/ping', headers)).statusCode).toBe(200);
    }
    time.advance(4 * MINUTE);
    const headers = { ...session.headers, ...bearer(accessToken) };
    const ended = await inject('GET', '/api/ping', headers);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE });
    expect((await refresh(t.app, refreshToken)).statusCode).toBe(401);
  });

  it('ends at logout', async () => {
    expect((await inject('POST', '/api/logout', session.headers)).statusCode).toBe(200);
    expect((await inject('GET', '/api/ping', session.headers)).statusCode).toBe(401);
    expect((await refresh(t.app, session.refreshToken)).statusCode).toBe(401);
  });

  it('audits every request with both identities, refused ones too', async () => {
    const sessionId = JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString()).sid;
    await inject('GET', '/api/user', session.headers);
    time.advance(1000);
    await inject('POST', '/api/user/password', session.headers, {});
    time.advance(1000);
    await inject('GET', '/api/user', { ...session.headers, 'X-Masquerade-Scheme-Year': '1999' });
    const rows = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.type, 'masquerade.request'),
          sql`${auditEvents.detail}->>'sessionId' = ${sessionId}`,
        ),
      )
      .orderBy(auditEvents.createdAt);
    const both = { actedAsUserId: USER_IDS.demoEmployee, schemeYear: 2026, sessionId };
    expect(rows.map((row) => [row.userId, row.clientId, row.detail])).toEqual([
      [USER_IDS.platformAdmin, CLIENT_IDS.demo, { ...both, method: 'GET', route: '/api/user', status: 200 }],
      [
        USER_IDS.platformAdmin,
        CLIENT_IDS.demo,
        { ...both, method: 'POST', route: '/api/user/password', status: 403 },
      ],
      [USER_IDS.platformAdmin, CLIENT_IDS.demo, { ...both, method: 'GET', route: '/api/user', status: 403 }],
    ]);
  });
});

describe('forged X-Masquerade headers', () => {
  it('change nothing for any user type: the request is refused, never answered as someone else', async () => {
    const forged = masqueradeHeaders(USER_IDS.demoEmployer);
    for (const who of [PEOPLE.employee, PEOPLE.employer, PEOPLE.admin]) {
      const { accessToken } = await openSession(t.app, who);
      for (const headers of [
        forged,
        { 'X-Masquerade': USER_IDS.demoEmployee },
        { 'X-Masquerade-Scheme-Year': '2026' },
      ]) {
        const response = await inject('GET', '/api/user', {
          host: HOSTS.demo,
          ...bearer(accessToken),
          ...headers,
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: MASQUERADE_HEADERS_NOT_EXPECTED_MESSAGE });
        expect(response.headers[MASQUERADE_USER_ID_HEADER.toLowerCase()]).toBeUndefined();
      }
      const plain = await getWithToken(t.app, '/api/user', accessToken);
      expect(plain.json().id).toBe(who.id);
    }
    // Without a session they are just headers: public answers stay the same.
    const anonymous = await inject('GET', '/api/theme', { host: HOSTS.demo, ...forged });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual((await inject('GET', '/api/theme', { host: HOSTS.demo })).json());
  });
});
