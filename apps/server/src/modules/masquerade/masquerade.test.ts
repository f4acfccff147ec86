/**
 * Masquerade (issue 7): who may create a link, and what the link and the launcher's calls answer. How the
 * masquerade session behaves is in masquerade-session.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import {
  ACCESS_DENIED_MESSAGE,
  MASQUERADE_TWO_FACTOR_REQUIRED_MESSAGE,
  MASQUERADE_UNKNOWN_PERSON_MESSAGE,
  MASQUERADE_UNKNOWN_SCHEME_YEAR_MESSAGE,
} from '@portal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { getWithToken, HOSTS, MINUTE, openSession, signIn, testClock } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import {
  adminWithTwoFactor,
  linkParts,
  openLink,
  requestMasquerade,
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
    // The first 20 by name of the tenant's 249 (the generated roster among them).
    expect(all).toHaveLength(20);
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
