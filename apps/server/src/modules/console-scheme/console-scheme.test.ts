/**
 * The console's Scheme years and windows area (issue 35) through the real app, on Demo Ltd as seeded (scheme
 * year 2026, 1 April 2026 to 31 March 2027; windows 1 March to 30 April, closed, and 1 November to 31 December,
 * open on the test clock's 24 November 2026; cut-off the 10th): who may use it, each bad date refused by its
 * field with nothing saved, each change audited, and an open window moved only with a reason, its employees
 * told by e-mail through a queued job that tells each person once.
 */
import {
  CUT_OFF_DAY_MESSAGE,
  PAYROLL_SCHEDULE_MESSAGES,
  REASON_REQUIRED_MESSAGE,
  WINDOW_MESSAGES,
  type ConsoleScheme,
} from '@portal/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, benefitNotices, enrolmentWindows, outboxMessages } from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { mailTo } from '../../../test/account-helpers.ts';
import { bearer, HOSTS, testClock } from '../../../test/auth-helpers.ts';
import {
  adminWithoutTwoFactor,
  consoleRequest,
  operatorToken,
  tenantToken,
} from '../../../test/console-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { catalogueCache } from '../benefits/index.ts';
import { sendWindowChangedNotices } from './window-changed-notices.ts';

const time = testClock('2026-11-24T10:00:00.000Z');
let t: TestApp;
let admin: string;
const SCHEME_URL = '/api/console/clients/demo/scheme';
const WINDOWS_URL = `${SCHEME_URL}/2026/windows`;
const SCHEDULE_URL = `${SCHEME_URL}/2026/payroll-schedule`;

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
  admin = await operatorToken(t.app, time);
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { host: HOSTS.platform, ...bearer(admin) },
    ...(payload ? { payload } : {}),
  });
}

async function scheme(): Promise<ConsoleScheme> {
  const response = await call('GET', SCHEME_URL);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const demo2026 = async () => (await scheme()).years.find((year) => year.year === 2026)!;
const windowOn = async (opensOn: string) => (await demo2026()).windows.find((w) => w.opensOn === opensOn)!;

const auditRows = (type: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.type, type), eq(auditEvents.clientId, CLIENT_IDS.demo)));

const windowCount = async () =>
  (await t.db.select().from(enrolmentWindows).where(eq(enrolmentWindows.clientId, CLIENT_IDS.demo))).length;

const consoleAuditCount = async () =>
  (await t.db.select().from(auditEvents).where(like(auditEvents.type, 'console.%'))).length;

describe('who may use the scheme area', () => {
  const windowUrl = `${WINDOWS_URL}/00000000-0000-4000-8000-000000000000`;
  it.each([
    ['GET', SCHEME_URL],
    ['POST', WINDOWS_URL],
    ['PUT', windowUrl],
    ['DELETE', windowUrl],
    ['PUT', SCHEDULE_URL],
  ] as const)('refuses %s %s to all but an operator on the platform host', async (method, url) => {
    const payload = method === 'GET' || method === 'DELETE' ? undefined : { opensOn: '2027-02-01' };
    expect((await consoleRequest(t.app, method, url, { payload })).statusCode).toBe(401);
    const skipped = await adminWithoutTwoFactor(t.app);
    expect((await consoleRequest(t.app, method, url, { token: skipped, payload })).statusCode).toBe(403);
    for (const who of ['employee', 'employer'] as const) {
      const token = await tenantToken(t.app, who);
      const response = await consoleRequest(t.app, method, url, { token, host: HOSTS.demo, payload });
      expect(response.statusCode, who).toBe(403);
    }
  });

  it('answers 404 for a client, a year or a window it does not have', async () => {
    expect((await call('GET', '/api/console/clients/nowhere/scheme')).statusCode).toBe(404);
    const dates = { opensOn: '2027-02-01', closesOn: '2027-02-14' };
    expect((await call('POST', '/api/console/clients/nowhere/scheme/2026/windows', dates)).statusCode).toBe(
      404,
    );
    expect((await call('POST', `${SCHEME_URL}/2031/windows`, dates)).statusCode).toBe(404);
    const unknown = `${WINDOWS_URL}/00000000-0000-4000-8000-000000000000`;
    expect((await call('PUT', unknown, dates)).statusCode).toBe(404);
    expect((await call('DELETE', unknown)).statusCode).toBe(404);
  });
});

describe("a client's scheme years", () => {
  it('shows each year with its windows, their state on the portal today, and its payroll and windows', async () => {
    const answer = await scheme();
    expect(answer.client).toEqual({ slug: 'demo', name: 'Demo Ltd' });
    expect(answer.today).toBe('2026-11-24');
    const year = answer.years.find((candidate) => candidate.year === 2026);
    expect(year).toMatchObject({
      startsOn: '2026-04-01',
      endsOn: '2027-03-31',
      isCurrent: true,
      payrollCutOffDay: 10,
      payDay: 'last-working-day',
      newJoinerWindowDays: 30,
      lifeEventWindowDays: 30,
    });
    expect(year!.windows.map(({ opensOn, closesOn, state }) => ({ opensOn, closesOn, state }))).toEqual([
      { opensOn: '2026-03-01', closesOn: '2026-04-30', state: 'closed' },
      { opensOn: '2026-11-01', closesOn: '2026-12-31', state: 'open' },
    ]);
  });
});

describe('adding, moving and removing a window', () => {
  it('refuses bad dates by their field and saves nothing', async () => {
    const windows = await windowCount();
    const audits = await consoleAuditCount();
    const refusals: [object, { field: string; message: string }][] = [
      [
        { opensOn: '2027-02-10', closesOn: '2027-02-01' },
        { field: 'closesOn', message: WINDOW_MESSAGES.closesBeforeOpens },
      ],
      [
        { opensOn: '2027-03-20', closesOn: '2027-04-10' },
        { field: 'closesOn', message: WINDOW_MESSAGES.outsideYear('1 April 2026', '31 March 2027') },
      ],
      [
        { opensOn: '2026-12-20', closesOn: '2027-01-10' },
        { field: 'opensOn', message: WINDOW_MESSAGES.overlaps('1 November 2026', '31 December 2026') },
      ],
    ];
    for (const [dates, error] of refusals) {
      const response = await call('POST', WINDOWS_URL, dates);
      expect(response.statusCode, JSON.stringify(dates)).toBe(400);
      expect(response.json().errors).toEqual([error]);
    }
    const notADate = await call('POST', WINDOWS_URL, { opensOn: '31/01/2027', closesOn: '2027-02-01' });
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json().errors).toEqual([expect.objectContaining({ field: 'body.opensOn' })]);
    expect(await windowCount()).toBe(windows);
    expect(await consoleAuditCount()).toBe(audits);
  });

  it('adds a window with its audit row, and the portal reads it at once', async () => {
    const cache = t.app.context.use(catalogueCache);
    const before = await cache.schemeYears(CLIENT_IDS.demo, 2026);
    expect(before[0]!.windows).toHaveLength(2);
    const response = await call('POST', WINDOWS_URL, { opensOn: '2027-02-01', closesOn: '2027-02-14' });
    expect(response.statusCode).toBe(201);
    const added = (response.json() as ConsoleScheme).years[0]!.windows.find(
      (w) => w.opensOn === '2027-02-01',
    );
    expect(added).toMatchObject({ closesOn: '2027-02-14', state: 'upcoming' });
    const [row] = await auditRows('console.window_added');
    expect(row).toMatchObject({
      userId: USER_IDS.platformAdmin,
      detail: {
        via: 'console',
        client: 'demo',
        schemeYear: 2026,
        window: added!.id,
        before: null,
        after: { opensOn: '2027-02-01', closesOn: '2027-02-14' },
      },
    });
    expect((await cache.schemeYears(CLIENT_IDS.demo, 2026))[0]!.windows).toHaveLength(3);
  });

  it('moves a window that has not opened without a reason, and tells no one', async () => {
    const upcoming = await windowOn('2027-02-01');
    const response = await call('PUT', `${WINDOWS_URL}/${upcoming.id}`, {
      opensOn: '2027-02-01',
      closesOn: '2027-02-21',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await auditRows('console.window_changed');
    expect(row!.detail).toMatchObject({
      before: { closesOn: '2027-02-14' },
      after: { closesOn: '2027-02-21' },
      employeesTold: false,
    });
    expect(await mailTo(t.db, 'employee@demo.test', 'benefits_window_changed')).toEqual([]);
  });

  it('moves an open window only with a reason, then e-mails the active employees', async () => {
    const open = await windowOn('2026-11-01');
    const url = `${WINDOWS_URL}/${open.id}`;
    const moved = { opensOn: '2026-11-01', closesOn: '2027-01-15' };
    const refused = await call('PUT', url, moved);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'reason', message: REASON_REQUIRED_MESSAGE }]);
    expect((await windowOn('2026-11-01')).closesOn).toBe('2026-12-31');

    const response = await call('PUT', url, { ...moved, reason: 'More time to choose after the pay review' });
    expect(response.statusCode).toBe(200);
    expect((await windowOn('2026-11-01')).closesOn).toBe('2027-01-15');
    const rows = await auditRows('console.window_changed');
    expect(rows.find((row) => row.detail.window === open.id)!.detail).toMatchObject({
      before: { closesOn: '2026-12-31' },
      after: { closesOn: '2027-01-15' },
      reason: 'More time to choose after the pay review',
      employeesTold: true,
    });
    // The e-mails are a job the change queued: written once it has run, and once only.
    await t.app.context.jobs.settled({ timeoutMs: 60_000 });
    const [mail] = await mailTo(t.db, 'employee@demo.test', 'benefits_window_changed');
    expect(mail!.subject).toBe('The dates of your 2026 benefits window have changed');
    expect(mail!.text).toContain('now runs from 1 November 2026 to 15 January 2027');
    const told = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.template, 'benefits_window_changed'));
    expect(told.length).toBeGreaterThan(1);
    expect(told.every((message) => message.clientId === CLIENT_IDS.demo)).toBe(true);
    // Each person's notice is claimed: the job run again (a retry, a second worker) tells nobody twice.
    const claims = await t.db.select().from(benefitNotices).where(eq(benefitNotices.kind, 'window-changed'));
    expect(claims).toHaveLength(told.length);
    const again = {
      changeId: claims[0]!.occasion,
      clientId: CLIENT_IDS.demo,
      schemeYear: 2026,
      ...moved,
      on: '2026-11-24',
    };
    expect(await sendWindowChangedNotices(t.app.context, again)).toBe(0);
  });

  it('refuses to move a closed window or remove an opened one', async () => {
    const closed = await windowOn('2026-03-01');
    const change = await call('PUT', `${WINDOWS_URL}/${closed.id}`, {
      opensOn: '2026-03-01',
      closesOn: '2026-04-15',
      reason: 'x',
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(WINDOW_MESSAGES.changeClosed);
    const open = await windowOn('2026-11-01');
    const remove = await call('DELETE', `${WINDOWS_URL}/${open.id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(WINDOW_MESSAGES.removeOpened);
  });

  it('removes a window that has not opened, with its audit row', async () => {
    const upcoming = await windowOn('2027-02-01');
    const response = await call('DELETE', `${WINDOWS_URL}/${upcoming.id}`);
    expect(response.statusCode).toBe(200);
    expect((await demo2026()).windows.map((w) => w.opensOn)).toEqual(['2026-03-01', '2026-11-01']);
    const [row] = await auditRows('console.window_removed');
    expect(row!.detail).toMatchObject({
      window: upcoming.id,
      before: { opensOn: '2027-02-01', closesOn: '2027-02-21' },
      after: null,
    });
  });
});

describe("a year's payroll and windows", () => {
  const seeded = { payrollCutOffDay: 10, payDay: 25, newJoinerWindowDays: 45, lifeEventWindowDays: 60 };
  const wanted = { ...seeded, reason: 'Payroll moves to the 25th' };
  const schedule = (year: ConsoleScheme['years'][number]) => ({
    payrollCutOffDay: year.payrollCutOffDay,
    payDay: year.payDay,
    newJoinerWindowDays: year.newJoinerWindowDays,
    lifeEventWindowDays: year.lifeEventWindowDays,
  });

  it('shows the defaults each year starts with', async () => {
    expect(schedule(await demo2026())).toEqual({
      payrollCutOffDay: 10,
      payDay: 'last-working-day',
      newJoinerWindowDays: 30,
      lifeEventWindowDays: 30,
    });
  });

  it('refuses each value out of its range by its field, and no reason, with nothing saved', async () => {
    const cases: [object, string, string][] = [
      [{ payrollCutOffDay: 29 }, 'body.payrollCutOffDay', CUT_OFF_DAY_MESSAGE],
      [{ payrollCutOffDay: 12.5 }, 'body.payrollCutOffDay', CUT_OFF_DAY_MESSAGE],
      [{ payDay: 0 }, 'body.payDay', PAYROLL_SCHEDULE_MESSAGES.payDay],
      [{ payDay: 29 }, 'body.payDay', PAYROLL_SCHEDULE_MESSAGES.payDay],
      [{ payDay: 'first-monday' }, 'body.payDay', PAYROLL_SCHEDULE_MESSAGES.payDay],
      [{ newJoinerWindowDays: 6 }, 'body.newJoinerWindowDays', PAYROLL_SCHEDULE_MESSAGES.newJoinerWindowDays],
      [
        { newJoinerWindowDays: 91 },
        'body.newJoinerWindowDays',
        PAYROLL_SCHEDULE_MESSAGES.newJoinerWindowDays,
      ],
      [
        { lifeEventWindowDays: 181 },
        'body.lifeEventWindowDays',
        PAYROLL_SCHEDULE_MESSAGES.lifeEventWindowDays,
      ],
      [{ reason: '  ' }, 'body.reason', REASON_REQUIRED_MESSAGE],
    ];
    for (const [bad, field, message] of cases) {
      const response = await call('PUT', SCHEDULE_URL, { ...wanted, ...bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().errors).toEqual([{ field, message }]);
    }
    expect((await demo2026()).payDay).toBe('last-working-day');
    expect(await auditRows('console.payroll_schedule_changed')).toEqual([]);
  });

  it('saves good values with their audit row (before, after and the reason), once', async () => {
    const response = await call('PUT', SCHEDULE_URL, wanted);
    expect(response.statusCode).toBe(200);
    const year = (response.json() as ConsoleScheme).years.find((candidate) => candidate.year === 2026)!;
    expect(schedule(year)).toEqual(seeded);
    expect((await call('PUT', SCHEDULE_URL, { ...wanted, reason: 'Again' })).statusCode).toBe(200);
    const rows = await auditRows('console.payroll_schedule_changed');
    expect(rows).toHaveLength(1);
    // The trail keeps the fields that changed (the cut-off day did not).
    expect(rows[0]!.detail).toMatchObject({
      schemeYear: 2026,
      before: { payDay: 'last-working-day', newJoinerWindowDays: 30, lifeEventWindowDays: 30 },
      after: { payDay: 25, newJoinerWindowDays: 45, lifeEventWindowDays: 60 },
      reason: 'Payroll moves to the 25th',
    });
  });

  it("dates the employer's next voucher day by the year's pay day", async () => {
    // 24 November 2026: the 25th is a Wednesday, so the next voucher date is 25 November.
    const employer = await tenantToken(t.app, 'employer');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/ccv/manage',
      headers: { host: HOSTS.demo, ...bearer(employer) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().nextVoucherDate).toBe('2026-11-25');
  });

  it('goes back to the last working day', async () => {
    const response = await call('PUT', SCHEDULE_URL, {
      ...wanted,
      payrollCutOffDay: 12,
      payDay: 'last-working-day',
      reason: 'Back to month end',
    });
    expect(response.statusCode).toBe(200);
    expect(schedule((response.json() as ConsoleScheme).years[0]!)).toEqual({
      ...seeded,
      payrollCutOffDay: 12,
      payDay: 'last-working-day',
    });
  });
});
