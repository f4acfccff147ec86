/**
 * Payroll runs, statements and the total reward through the API (issue 18), on the demo world seeded on
 * 24 November 2026: Demo Ltd's payroll has run April to October from the seeded selections.
 */
import { contributionsResponseSchema, totalRewardCardSchema, totalRewardPageSchema } from '@portal/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeRecords, payrollLines, payrollRuns, schemes, selections } from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { getWithToken, HOSTS, openSession, signIn, testClock } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { runTenantPayroll } from './payroll-operator.ts';
import { runPayroll } from './payroll-run.ts';
import { runDuePayroll, scheduledPayroll } from './payroll-schedule.ts';

const DAY = 24 * 60 * 60 * 1000;
const time = testClock('2026-11-24T10:00:00.000Z');
let t: TestApp;
let alex: string;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
  alex = (await signIn(t.app, 'employee@demo.test')).accessToken;
});
afterAll(() => t.close());

const deps = () => ({ db: t.db, clock: time.clock });
const demo = CLIENT_IDS.demo;
const statement = async (group: string, token = alex) =>
  contributionsResponseSchema.parse(
    (await getWithToken(t.app, `/api/benefit-group/${group}/contributions`, token)).json(),
  );
const ledgerSize = async () =>
  (await t.db.select({ n: count() }).from(payrollLines).where(eq(payrollLines.clientId, demo)))[0]!.n;

describe('GET /api/benefit-group/:id/contributions', () => {
  it("answers Alex's Dental Insurance (health) for April to October, oldest first", async () => {
    const months = await statement('health');
    expect(months.map((month) => `${month.year}-${month.month}`)).toEqual([
      '2026-4',
      '2026-5',
      '2026-6',
      '2026-7',
      '2026-8',
      '2026-9',
      '2026-10',
    ]);
    expect(months[0]).toEqual({ year: 2026, month: 4, employeeContribution: 26.4, employerContribution: 0 });
  });

  it("answers the pension's employee sacrifice and the employer's 3% (financial)", async () => {
    expect((await statement('financial')).at(-1)).toEqual({
      year: 2026,
      month: 10,
      employeeContribution: 175,
      employerContribution: 105,
    });
  });

  it('answers a group with no contributions an empty list, an unknown one 404 and a malformed one 400', async () => {
    expect(await statement('ccv')).toEqual([]);
    expect((await getWithToken(t.app, '/api/benefit-group/pets/contributions', alex)).statusCode).toBe(404);
    expect(
      (await getWithToken(t.app, '/api/benefit-group/DROP%20TABLE/contributions', alex)).statusCode,
    ).toBe(400);
  });

  it("never answers another tenant's ledger", async () => {
    const morgan = await openSession(t.app, {
      id: USER_IDS.northwindEmployee,
      clientId: CLIENT_IDS.northwind,
      userType: 'employee',
    });
    const response = await getWithToken(
      t.app,
      '/api/benefit-group/health/contributions',
      morgan.accessToken,
      HOSTS.northwind,
    );
    expect(response.json()).toEqual([]);
  });
});

describe('the total reward', () => {
  it('adds up to the ledger: employer contributions and savings are the sums of its lines', async () => {
    const page = totalRewardPageSchema.parse(
      (await getWithToken(t.app, '/api/user/selections/mtb/page', alex)).json(),
    );
    const [year] = page.years;
    const [sums] = await t.db
      .select({
        employer: sql<number>`sum(${payrollLines.employerPence})::int`,
        savings: sql<number>`sum(${payrollLines.taxSavingPence} + ${payrollLines.niSavingPence})::int`,
        paid: sql<number>`sum(${payrollLines.employeePence})::int`,
      })
      .from(payrollLines)
      .where(and(eq(payrollLines.clientId, demo), eq(payrollLines.userId, USER_IDS.demoEmployee)));
    expect(year).toMatchObject({
      year: 2026,
      label: '2026/27',
      from: '2026-04',
      to: '2026-10',
      months: 7,
      // £42,000 a year, seven months of it.
      salary: 24_500,
      employerContributions: sums!.employer / 100,
      savings: sums!.savings / 100,
      youPaid: sums!.paid / 100,
    });
    expect(year!.total).toBeCloseTo(24_500 + (sums!.employer + sums!.savings) / 100, 2);
    const categoryTotal = year!.categories.reduce((total, category) => total + category.value, 0);
    expect(categoryTotal).toBeCloseTo(year!.benefitsValue, 2);
    expect(year!.categories.map((category) => category.code)).toEqual(['health', 'protection', 'financial']);
    const protection = year!.categories.find((category) => category.code === 'protection')!;
    // Critical illness until the opt-out at the end of September; life assurance paid by Demo Ltd.
    expect(protection.lines.map((line) => line.name)).toEqual(['Critical Illness Cover', 'Life Assurance']);
  });

  it("the home page's card shows the same headline as the page", async () => {
    const card = totalRewardCardSchema.parse(
      (await getWithToken(t.app, '/api/user/selections/mtb/card', alex)).json(),
    );
    const page = totalRewardPageSchema.parse(
      (await getWithToken(t.app, '/api/user/selections/mtb/page', alex)).json(),
    );
    const { categories: _categories, ...headline } = page.years[0]!;
    expect(card.year).toEqual(headline);
  });

  it('is empty for someone payroll has never paid a benefit to', async () => {
    const casey = await signIn(t.app, 'first@demo.test');
    const card = (await getWithToken(t.app, '/api/user/selections/mtb/card', casey.accessToken)).json();
    expect(card).toMatchObject({ year: expect.objectContaining({ year: 2026 }) });
    const admin = await openSession(t.app, { id: USER_IDS.platformAdmin, clientId: null, userType: 'admin' });
    const none = await getWithToken(t.app, '/api/user/selections/mtb/page', admin.accessToken);
    expect(none.json()).toEqual({ years: [] });
  });
});

describe('a payroll run', () => {
  it('a second run of a period changes nothing', async () => {
    const before = await ledgerSize();
    const outcome = await runTenantPayroll(deps(), 'demo', '2026-10');
    expect(outcome).toMatchObject({ ok: true, label: 'October 2026', linesWritten: 0 });
    expect(await ledgerSize()).toBe(before);
  });

  it('refuses a month not yet paid, one before the scheme year, an unknown tenant; the ledger stays', async () => {
    const before = await ledgerSize();
    expect(await runTenantPayroll(deps(), 'demo', '2026-11')).toEqual({
      ok: false,
      message: 'November 2026 is paid on 30 November 2026, which has not come yet; it can be run from then.',
    });
    expect(await runTenantPayroll(deps(), 'demo', '2026-02')).toMatchObject({
      ok: false,
      message: 'February 2026 is before the scheme year, which starts on 1 April 2026.',
    });
    expect(await runTenantPayroll(deps(), 'nowhere', '2026-10')).toMatchObject({
      ok: false,
      unknownTenant: true,
    });
    expect(await ledgerSize()).toBe(before);
  });

  it('corrects with an adjusting line, never an edit', async () => {
    const [pension] = await t.db
      .select({ id: selections.id })
      .from(selections)
      .where(
        and(
          eq(selections.userId, USER_IDS.demoEmployee),
          eq(selections.benefitId, 2),
          eq(selections.status, 'approved'),
        ),
      );
    const linesBefore = await t.db
      .select()
      .from(payrollLines)
      .where(and(eq(payrollLines.userId, USER_IDS.demoEmployee), eq(payrollLines.period, '2026-10')));
    // HR corrects the October contribution after the run: 6% rather than 5%.
    await t.db
      .update(selections)
      .set({ values: { contribution: 6 } })
      .where(eq(selections.id, pension!.id));
    const outcome = await runPayroll(deps(), { clientId: demo, period: '2026-10', trigger: 'test' });
    expect(outcome).toMatchObject({ ok: true, linesWritten: 1 });
    const after = await t.db
      .select()
      .from(payrollLines)
      .where(and(eq(payrollLines.userId, USER_IDS.demoEmployee), eq(payrollLines.period, '2026-10')));
    expect(after.slice(0, linesBefore.length)).toEqual(linesBefore);
    expect(after.at(-1)).toMatchObject({
      kind: 'adjustment',
      benefitId: 2,
      employeePence: 3500,
      employerPence: 0,
    });
    expect((await statement('financial')).at(-1)).toMatchObject({ employeeContribution: 210 });
    await t.db
      .update(selections)
      .set({ values: { contribution: 5 } })
      .where(eq(selections.id, pension!.id));
    expect(await runPayroll(deps(), { clientId: demo, period: '2026-10', trigger: 'test' })).toMatchObject({
      linesWritten: 1,
    });
    expect((await statement('financial')).at(-1)).toMatchObject({ employeeContribution: 175 });
  });

  it('cancels the lines of someone no longer employed in the period, in small batches too', async () => {
    const samOctober = () =>
      t.db
        .select({ employer: sql<number>`coalesce(sum(${payrollLines.employerPence}), 0)::int` })
        .from(payrollLines)
        .where(and(eq(payrollLines.userId, USER_IDS.demoEmployer), eq(payrollLines.period, '2026-10')));
    expect((await samOctober())[0]!.employer).toBeGreaterThan(0);
    // HR corrects Sam's leave date to before October.
    await t.db
      .update(employeeRecords)
      .set({ leaveDate: '2026-09-30' })
      .where(eq(employeeRecords.userId, USER_IDS.demoEmployer));
    const before = await ledgerSize();
    const run = { clientId: demo, period: '2026-10', trigger: 'test' as const, batchSize: 7 };
    expect(await runPayroll(deps(), run)).toMatchObject({ ok: true });
    expect((await samOctober())[0]!.employer).toBe(0);
    const cancelled = (await ledgerSize()) - before;
    expect(cancelled).toBeGreaterThan(0);
    expect(await runPayroll(deps(), run)).toMatchObject({ ok: true, linesWritten: 0 });
    await t.db
      .update(employeeRecords)
      .set({ leaveDate: null })
      .where(eq(employeeRecords.userId, USER_IDS.demoEmployer));
    expect(await runPayroll(deps(), run)).toMatchObject({ ok: true, linesWritten: cancelled });
  });

  it('runs November on the December cut-off day through the schedule, once', async () => {
    // 24 November is not Demo Ltd's cut-off day.
    expect(await runDuePayroll(deps())).toEqual(new Map());
    time.advance(16 * DAY); // 10 December 2026
    await t.app.context.jobs.send(scheduledPayroll, {});
    await t.app.context.jobs.settled();
    const runs = await t.db
      .select({ period: payrollRuns.period, trigger: payrollRuns.trigger })
      .from(payrollRuns)
      .where(and(eq(payrollRuns.clientId, demo), eq(payrollRuns.period, '2026-11')));
    expect(runs).toEqual([{ period: '2026-11', trigger: 'schedule' }]);
    expect(await runDuePayroll(deps())).toEqual(new Map());
    alex = (await signIn(t.app, 'employee@demo.test')).accessToken;
    expect(await statement('health')).toHaveLength(8);
  });
});

describe('who may read statements', () => {
  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      url: '/api/user/selections/mtb/page',
      headers: { host: HOSTS.demo },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("a scheme year's own pay day (issue 35)", () => {
  it('lets a period be run from that day, and its lines carry it', async () => {
    // 10 December 2026 (the schedule's test moved the clock): December is paid on the 31st by default.
    expect(await runTenantPayroll(deps(), 'demo', '2026-12')).toMatchObject({ ok: false });
    await t.db
      .update(schemes)
      .set({ payDay: 8 })
      .where(and(eq(schemes.clientId, demo), eq(schemes.year, 2026)));
    expect(await runTenantPayroll(deps(), 'demo', '2026-12')).toMatchObject({ ok: true });
    const days = await t.db
      .selectDistinct({ payDay: payrollLines.payDay })
      .from(payrollLines)
      .where(and(eq(payrollLines.clientId, demo), eq(payrollLines.period, '2026-12')));
    expect(days).toEqual([{ payDay: '2026-12-08' }]);
  });
});
