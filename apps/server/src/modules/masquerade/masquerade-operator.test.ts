/**
 * The admin CLI's side of masquerade on the operator channel (POST /api/operator/masquerade), on the test
 * database (PGlite or PostgreSQL): the link, the audit row naming the administrator and the operator, refusals.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { HOSTS, testClock } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { openLink } from '../../../test/masquerade-helpers.ts';
import { OPERATOR_KEY_HEADER, operatorKey } from '../operator/index.ts';

const time = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
});
afterAll(() => t.close());

const request = {
  tenant: 'demo',
  user: 'Employer@demo.test',
  admin: 'admin@platform.test',
  year: 2026,
  reason: ' Payroll question ',
  operator: 'ops-user',
};
const call = (body: object, key: string | null = operatorKey(t.config.secretKey)) =>
  t.app.inject({
    method: 'POST',
    url: '/api/operator/masquerade',
    headers: key === null ? {} : { [OPERATOR_KEY_HEADER]: key },
    payload: body,
  });

describe('POST /api/operator/masquerade', () => {
  it('answers a link that opens a masquerade session, and audits the administrator and the operator', async () => {
    const response = await call(request);
    expect(response.statusCode).toBe(200);
    const { url, expiresAt } = response.json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/sso-login\/msq[\w-]{43}\/2026$/);
    expect(Date.parse(expiresAt)).toBe(time.clock().getTime() + 60 * 60 * 1000);
    const [granted] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'masquerade.granted'), eq(auditEvents.userId, USER_IDS.platformAdmin)));
    expect(granted).toMatchObject({
      clientId: CLIENT_IDS.demo,
      detail: {
        actedAsUserId: USER_IDS.demoEmployer,
        reason: 'Payroll question',
        via: 'cli',
        operator: 'ops-user',
      },
    });
    const opened = await openLink(t.app, url, HOSTS.demo);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().masqueradeUserId).toBe(USER_IDS.demoEmployer);
  });

  it('says why it cannot', async () => {
    const cases: [object, string][] = [
      [{ tenant: 'nowhere' }, 'There is no tenant "nowhere".'],
      [{ admin: 'employer@demo.test' }, 'employer@demo.test is not a platform administrator.'],
      [
        { user: 'employee@northwind.test' },
        'There is no employer or employee employee@northwind.test in "demo".',
      ],
      [{ year: 2030 }, '"demo" has no scheme year 2030.'],
    ];
    for (const [change, message] of cases) {
      const response = await call({ ...request, ...change });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message });
    }
    expect((await call({ ...request, reason: '' })).statusCode).toBe(400);
  });

  it('needs the operator key', async () => {
    expect((await call(request, null)).statusCode).toBe(401);
    expect((await call(request, 'wrong')).statusCode).toBe(401);
  });
});
