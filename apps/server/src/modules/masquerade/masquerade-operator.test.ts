/**
 * The admin CLI's masquerade (`npm run admin -- masquerade`, test/admin-cli.test.ts runs the command): the
 * link, the audit row naming the administrator and the operator, refusals.
 */
import { operatorMasqueradeRequestSchema } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, clients } from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { HOSTS, testClock } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { openLink } from '../../../test/masquerade-helpers.ts';
import { signInGrants } from '../sign-in-grants/index.ts';
import { masqueradeForOperator } from './masquerade-operator.ts';

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
const masquerade = (changes: Partial<typeof request> = {}) =>
  masqueradeForOperator(
    { db: t.db, clock: time.clock, grants: t.app.context.use(signInGrants), urls: t.config },
    // Checked as the CLI checks its options.
    operatorMasqueradeRequestSchema.parse({ ...request, ...changes }),
  );

describe("the admin CLI's masquerade", () => {
  it('makes a link that opens a masquerade session, and audits the administrator and the operator', async () => {
    const outcome = await masquerade();
    if (!outcome.ok) throw new Error(outcome.message);
    const { url, expiresAt } = outcome;
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
    const cases: [Partial<typeof request>, string][] = [
      [{ tenant: 'nowhere' }, 'There is no tenant "nowhere".'],
      [{ admin: 'employer@demo.test' }, 'employer@demo.test is not a platform administrator.'],
      [
        { user: 'employee@northwind.test' },
        'There is no employer or employee employee@northwind.test in "demo".',
      ],
      [{ year: 2030 }, '"demo" has no scheme year 2030.'],
    ];
    for (const [change, message] of cases) {
      expect(await masquerade(change)).toEqual({ ok: false, message });
    }
    expect(operatorMasqueradeRequestSchema.safeParse({ ...request, reason: ' ' }).success).toBe(false);
  });

  it('refuses an archived client, where nobody can sign in', async () => {
    await t.db.update(clients).set({ archivedAt: time.clock() }).where(eq(clients.id, CLIENT_IDS.northwind));
    expect(await masquerade({ tenant: 'northwind', user: 'employee@northwind.test' })).toEqual({
      ok: false,
      message:
        '"northwind" is archived: nobody can sign in on its site, so masquerade is not available. Restore the client first.',
    });
  });
});
