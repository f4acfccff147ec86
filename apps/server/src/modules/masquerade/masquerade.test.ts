/**
 * Masquerade (issue 7): who may create a link, what the link and the launcher's calls answer, and how the
 * masquerade session behaves: headers, the banner facts, blocked actions, the 60 minutes and the audit.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  ACCESS_DENIED_MESSAGE,
  MASQUERADE_BLOCKED_MESSAGE,
  MASQUERADE_HEADERS_MESSAGE,
  MASQUERADE_HEADERS_NOT_EXPECTED_MESSAGE,
  MASQUERADE_TWO_FACTOR_REQUIRED_MESSAGE,
  MASQUERADE_UNKNOWN_PERSON_MESSAGE,
  MASQUERADE_UNKNOWN_SCHEME_YEAR_MESSAGE,
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
  adminWithTwoFactor,
  linkParts,
  masqueradeHeaders,
  openLink,
  requestMasquerade,
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

describe('POST /api/masquerade/employer/{clientId}/{userId}', () => {
  it('is refused to employees and employers', async () => {
    for (const email of ['employee@demo.test', 'employer@demo.test']) {
      const { accessToken } = await signIn(t.app, email);
      const response = await requestMasquerade(t.app, accessToken, USER_IDS.demoEmployee);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: ACCESS_DENIED_MESSAGE });
    }
  });

  it('is refused to an administrator whose session began without two-factor', async () => {
    const { accessToken } = await openSession(t.app, PEOPLE.admin);
    const response = await requestMasquerade(t.app, accessToken, USER_IDS.demoEmployee);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MASQUERADE_TWO_FACTOR_REQUIRED_MESSAGE });
    const launcher = await getWithToken(t.app, '/api/masquerade/launcher', accessToken);
    expect(launcher.json().twoFactorVerified).toBe(false);
  });

  it("answers a single-use link on the tenant's own address, and audits who, whom, the year and why", async () => {
    const admin = await adminWithTwoFactor(t.app, time.clock);
    const response = await requestMasquerade(t.app, admin, USER_IDS.demoEmployee, {
      schemeYear: 2026,
      reason: '  Ticket 4711: the employee cannot see their benefits  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { url } = response.json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/sso-login\/msq[\w-]{43}\/2026$/);
    expect(linkParts(url).token).toMatch(/^msq/);

    const [granted] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'masquerade.granted'), eq(auditEvents.userId, USER_IDS.platformAdmin)));
    expect(granted).toMatchObject({
      clientId: CLIENT_IDS.demo,
      detail: {
        actedAsUserId: USER_IDS.demoEmployee,
        schemeYear: 2026,
        reason: 'Ticket 4711: the employee cannot see their benefits',
        via: 'web',
      },
    });
    expect(JSON.stringify(granted)).not.toContain(linkParts(url).token);
  });

  it("links to the other tenant's address when the administrator is on its host", async () => {
    const admin = await adminWithTwoFactor(t.app, time.clock, HOSTS.northwind);
    const response = await requestMasquerade(
      t.app,
      admin,
      USER_IDS.northwindEmployee,
      { schemeYear: 2026, reason: 'Set-up check' },
      { host: HOSTS.northwind, clientId: CLIENT_IDS.northwind },
    );
    expect(response.statusCode).toBe(200);
    const { url } = response.json();
    expect(url).toMatch(/^http:\/\/northwind\.localhost:3000\/sso-login\/msq[\w-]{43}\/2026$/);
    // The link of tenant B does nothing on tenant A's host, and still works on its own.
    expect((await openLink(t.app, url, HOSTS.demo)).statusCode).toBe(401);
    const opened = await openLink(t.app, url, HOSTS.northwind);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().masqueradeUserId).toBe(USER_IDS.northwindEmployee);
  });

  it("refuses another tenant's people, administrators, unknown years and a missing or over-long reason", async () => {
    const admin = await adminWithTwoFactor(t.app, time.clock);
    const refusals: [string, object, { clientId?: string }, number, string?][] = [
      [
        USER_IDS.northwindEmployee,
        { schemeYear: 2026, reason: 'x' },
        {},
        404,
        MASQUERADE_UNKNOWN_PERSON_MESSAGE,
      ],
      [
        USER_IDS.northwindEmployee,
        { schemeYear: 2026, reason: 'x' },
        { clientId: CLIENT_IDS.northwind },
        404,
      ],
      [USER_IDS.platformAdmin, { schemeYear: 2026, reason: 'x' }, {}, 404],
      [
        USER_IDS.demoEmployee,
        { schemeYear: 2019, reason: 'x' },
        {},
        422,
        MASQUERADE_UNKNOWN_SCHEME_YEAR_MESSAGE,
      ],
      [USER_IDS.demoEmployee, { schemeYear: 2026, reason: '   ' }, {}, 400],
      [USER_IDS.demoEmployee, { schemeYear: 2026 }, {}, 400],
      [USER_IDS.demoEmployee, { schemeYear: 2026, reason: 'x'.repeat(501) }, {}, 400],
    ];
    for (const [userId, body, options, status, message] of refusals) {
      const response = await requestMasquerade(t.app, admin, userId, body, options);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(response.json()).toEqual({ message });
    }
  });

  it('makes links that expire after 60 minutes', async () => {
    const admin = await adminWithTwoFactor(t.app, time.clock);
    const { url } = (await requestMasquerade(t.app, admin, USER_IDS.demoEmployee)).json();
    time.advance(60 * MINUTE);
    const response = await openLink(t.app, url);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ code: 'link_expired', message: 'Ooops your link has expired' });
  });
});

describe('the launcher', () => {
  it('finds the host tenant’s employers and employees by name or e-mail, in any case', async () => {
    const admin = await adminWithTwoFactor(t.app, time.clock);
    const search = async (query: string) =>
      (await getWithToken(t.app, `/api/masquerade/candidates?${query}`, admin)).json().candidates;
    expect(await search('search=alex%20MOR')).toEqual([
      { id: USER_IDS.demoEmployee, name: 'Alex Morgan', email: 'employee@demo.test', userType: 'employee' },
    ]);
    expect(await search('search=EMPLOYER@demo')).toEqual([
      { id: USER_IDS.demoEmployer, name: 'Sam Patel', email: 'employer@demo.test', userType: 'employer' },
    ]);
    // Neither administrators nor another tenant's people; wildcards are letters.
    expect(await search('search=admin')).toEqual([]);
    expect(await search('search=northwind')).toEqual([]);
    expect(await search('search=%25')).toEqual([]);
    expect(await search('search=_')).toEqual([]);
    const all = await search('');
    expect(all).toHaveLength(7);
    expect(await search('limit=2')).toEqual(all.slice(0, 2));
    expect((await getWithToken(t.app, '/api/masquerade/candidates?limit=500', admin)).statusCode).toBe(400);
  });

  it('answers the tenant, its scheme years and that the session may masquerade', async () => {
    const admin = await adminWithTwoFactor(t.app, time.clock);
    const response = await getWithToken(t.app, '/api/masquerade/launcher', admin);
    expect(response.json()).toEqual({
      client: { id: CLIENT_IDS.demo, clientName: 'Demo Ltd' },
      schemeYears: [{ year: 2026, isCurrent: true, startsOn: '2026-04-01', endsOn: '2027-03-31' }],
      twoFactorVerified: true,
    });
  });

  it('is refused to employees and employers', async () => {
    for (const who of [PEOPLE.employee, PEOPLE.employer]) {
      const { accessToken } = await openSession(t.app, who);
      for (const url of ['/api/masquerade/launcher', '/api/masquerade/candidates?search=a']) {
        expect((await getWithToken(t.app, url, accessToken)).statusCode).toBe(403);
      }
    }
  });
});

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
      `/api/v2/client/${CLIENT_IDS.demo}/employees/registration`,
      asEmployer.headers,
    );
    expect(registration.statusCode).toBe(200);
    expect((await inject('GET', '/api/masquerade/launcher', asEmployer.headers)).statusCode).toBe(403);
    expect(
      (await inject('GET', `/api/v2/client/${CLIENT_IDS.demo}/employees/registration`, session.headers))
        .statusCode,
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
