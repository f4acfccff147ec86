import { payrollChange, payPeriod } from '@portal/benefits';
import { reportListSchema } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benefits, lifeEvents, payrollLines, users } from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { getWithToken, HOSTS, signIn, testClock } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';

const time = testClock('2026-11-24T12:00:00.000Z');
let t: TestApp;
let sam: string;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
  sam = (await signIn(t.app, 'employer@demo.test')).accessToken;
});
afterAll(() => t.close());

const base = `/api/client/${CLIENT_IDS.demo}/reports`;
const list = async (query: string) => {
  const response = await getWithToken(t.app, `${base}${query}`, sam);
  expect(response.statusCode).toBe(200);
  return reportListSchema.parse(response.json()).reports;
};
const csvOf = async (path: string) => {
  const response = await getWithToken(t.app, path, sam);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/csv');
  return Papa.parse<string[]>(response.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
};

/** The ledger's sum for an employee, a benefit and a period, worked out here (the check). */
async function ledgerSum(userId: string, benefitName: string, period: string) {
  const [row] = await t.db
    .select({ pence: sql<number>`coalesce(sum(${payrollLines.employeePence}), 0)::int` })
    .from(payrollLines)
    .innerJoin(benefits, eq(benefits.id, payrollLines.benefitId))
    .where(
      and(
        eq(payrollLines.clientId, CLIENT_IDS.demo),
        eq(payrollLines.userId, userId),
        eq(payrollLines.period, period),
        eq(benefits.name, benefitName),
      ),
    );
  return row!.pence;
}

describe('GET /api/client/:clientId/reports', () => {
  it('lists payroll by month (newest first), filtered by year and month', async () => {
    const payroll = await list('?type=payroll');
    expect(payroll[0]).toEqual({
      id: 'payroll-2026-10',
      type: 'payroll',
      label: 'October 2026',
      year: 2026,
      month: 10,
      providerName: null,
      closed_year: null,
      // 240-odd people: small enough to stream at once.
      background: false,
    });
    expect(payroll.map((report) => report.id)).toContain('payroll-2026-04');
    expect((await list('?type=payroll&year=2026&month=10')).map((report) => report.id)).toEqual([
      'payroll-2026-10',
    ]);
    expect(await list('?type=payroll&year=2001')).toEqual([]);
  });

  it('lists provider reports by provider and month, and life events by closed year', async () => {
    const providers = await list('?type=provider&year=2026');
    const dental = providers.find((report) => report.providerName === 'Bright Smile Dental');
    expect(dental?.id).toMatch(/^provider-2026-\d\d-bright-smile-dental$/);
    const lifeEventReports = await list('?type=lifeevent');
    expect(lifeEventReports.every((report) => report.closed_year === report.year)).toBe(true);
    expect(lifeEventReports.length).toBeGreaterThan(0);
  });

  it('is refused without the reports permission, to an employee, and for another tenant', async () => {
    const kim = (await signIn(t.app, 'approver@demo.test')).accessToken;
    expect((await getWithToken(t.app, `${base}?type=payroll`, kim)).statusCode).toBe(403);
    const alex = (await signIn(t.app, 'employee@demo.test')).accessToken;
    expect((await getWithToken(t.app, `${base}?type=payroll`, alex)).statusCode).toBe(403);
    const other = `/api/client/${CLIENT_IDS.northwind}/reports?type=payroll`;
    expect((await getWithToken(t.app, other, sam)).statusCode).toBe(404);
    for (const query of ['', '?type=salary', '?type=payroll&month=13', '?type=payroll&limit=1']) {
      expect((await getWithToken(t.app, `${base}${query}`, sam)).statusCode, query).toBe(400);
    }
  });
});

describe('the payroll report', () => {
  it("has one line per employee and benefit with the ledger's amounts, tagged against the month before", async () => {
    const rows = await csvOf(`${base}/payroll-2026-10/download`);
    const [header, ...lines] = rows;
    expect(header).toEqual([
      'Pay period',
      'Pay day',
      'Employee number',
      'Surname',
      'First name',
      'Benefit',
      'Change',
      'Employee deduction (GBP)',
      'Employer contribution (GBP)',
      'Previous employee deduction (GBP)',
      'Before tax',
      'Before National Insurance',
      'Pensionable',
      'Leave date',
    ]);
    const pension = lines.find((line) => line[2] === 'DL0001' && line[5] === 'Pension Salary Exchange');
    const october = await ledgerSum(USER_IDS.demoEmployee, 'Pension Salary Exchange', '2026-10');
    expect(october).toBeGreaterThan(0);
    expect(pension).toEqual([
      '2026-10',
      payPeriod('2026-10').payDay,
      'DL0001',
      'Morgan',
      'Alex',
      'Pension Salary Exchange',
      'Continue',
      (october / 100).toFixed(2),
      expect.any(String),
      ((await ledgerSum(USER_IDS.demoEmployee, 'Pension Salary Exchange', '2026-09')) / 100).toFixed(2),
      'Yes',
      'Yes',
      'Yes',
      '',
    ]);
    expect(lines.every((line) => line[0] === '2026-10')).toBe(true);
    const pairs = (await t.db.execute(
      sql`select count(*)::int as count from (select distinct user_id, benefit_id from payroll_lines
        where client_id = ${CLIENT_IDS.demo} and period in ('2026-10', '2026-09')) as pairs`,
    )) as unknown as { rows: { count: number }[] };
    expect(lines).toHaveLength(Number(pairs.rows[0]!.count));
  });

  it('tags the lines of an employee who leaves in the period Leaver', async () => {
    const [leaver] = (
      (await t.db.execute(
        sql`select u.employee_number as "employeeNumber", to_char(r.leave_date, 'YYYY-MM') as period
        from employee_records r join users u on u.id = r.user_id
        where r.client_id = ${CLIENT_IDS.demo} and r.leave_date is not null
          and exists (select 1 from payroll_lines l where l.user_id = r.user_id
            and l.period = to_char(r.leave_date, 'YYYY-MM'))
        order by r.leave_date limit 1`,
      )) as unknown as { rows: { employeeNumber: string; period: string }[] }
    ).rows;
    expect(leaver).toBeDefined();
    const [, ...lines] = await csvOf(`${base}/payroll-${leaver!.period}/download`);
    const theirs = lines.filter((line) => line[2] === leaver!.employeeNumber);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((line) => line[6] === 'Leaver' && line[13] !== '')).toBe(true);
  });

  it('tags everything New in the first month of the scheme year', async () => {
    const [, ...lines] = await csvOf(`${base}/payroll-2026-04/download`);
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines.map((line) => line[6]))).toEqual(new Set(['New']));
    expect(
      payrollChange({
        period: payPeriod('2026-04'),
        current: { employeePence: 1, employerPence: 0 },
        previous: null,
        leaveDate: null,
        selectionEndDate: null,
      }),
    ).toBe('New');
  });

  it('streams the same rows as XLSX, and neutralises a cell that would be a formula', async () => {
    await t.db
      .update(users)
      .set({ surname: '=HYPERLINK("http://evil.test")' })
      .where(eq(users.id, USER_IDS.demoEmployee));
    try {
      const csv = await csvOf(`${base}/payroll-2026-10/download`);
      expect(csv.find((line) => line[2] === 'DL0001')![3]).toBe('\'=HYPERLINK("http://evil.test")');
      const response = await t.app.inject({
        method: 'GET',
        url: `${base}/payroll-2026-10/download?format=xlsx`,
        headers: { host: HOSTS.demo, authorization: `Bearer ${sam}` },
      });
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="demo-payroll-2026-10.xlsx"',
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.rowCount).toBe(csv.length);
      expect(sheet.getRow(1).getCell(1).value).toBe('Pay period');
    } finally {
      await t.db.update(users).set({ surname: 'Morgan' }).where(eq(users.id, USER_IDS.demoEmployee));
    }
  });
});

describe('the life-event and provider reports', () => {
  it('lists each life event closing in the year with its closed date', async () => {
    const [year] = (await list('?type=lifeevent')).map((report) => report.year);
    const [header, ...lines] = await csvOf(`${base}/lifeevent-${year}/download`);
    expect(header).toContain('Closed date');
    const closing = await t.db
      .select({ id: lifeEvents.id })
      .from(lifeEvents)
      .where(
        and(
          eq(lifeEvents.clientId, CLIENT_IDS.demo),
          sql`extract(year from ${lifeEvents.closesOn}) = ${year}`,
        ),
      );
    expect(lines).toHaveLength(closing.length);
    expect(lines.every((line) => line[6]!.startsWith(String(year)))).toBe(true);
  });

  it("lists a provider's joiners with the people they cover", async () => {
    const dental = (await list('?type=provider')).find(
      (report) => report.id === 'provider-2026-04-bright-smile-dental',
    );
    expect(dental).toBeDefined();
    const [header, ...lines] = await csvOf(`${base}/${dental!.id}/download`);
    expect(header).toEqual([
      'Employee number',
      'Surname',
      'First name',
      'Benefit',
      'Movement',
      'Effective date',
      'Plan',
      'People covered',
    ]);
    const alex = lines.find((line) => line[0] === 'DL0001');
    expect(alex).toMatchObject({ 3: 'Dental Insurance', 4: 'Joiner', 5: '2026-04-01' });
    expect(alex![7]).toContain('Ella Morgan');
  });
});

describe('GET /api/client/:clientId/reports/download-multiple', () => {
  it('answers the chosen reports as one ZIP', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/download-multiple?ids=payroll-2026-10,payroll-2026-09&format=csv`,
      headers: { host: HOSTS.demo, authorization: `Bearer ${sam}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(response.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual(['demo-payroll-2026-09.csv', 'demo-payroll-2026-10.csv']);
    const october = await zip.file('demo-payroll-2026-10.csv')!.async('string');
    expect(october).toContain('Pension Salary Exchange');
  });

  it('refuses an unknown or malformed id, and more than 24, writing nothing', async () => {
    const zipOf = (ids: string) =>
      getWithToken(t.app, `${base}/download-multiple?ids=${encodeURIComponent(ids)}`, sam);
    expect((await zipOf('payroll-1999-01')).statusCode).toBe(404);
    expect((await zipOf('payroll-2026-10,../../etc/passwd')).statusCode).toBe(400);
    const many = Array.from({ length: 25 }, (_, index) => `lifeevent-${2000 + index}`).join(',');
    expect((await zipOf(many)).statusCode).toBe(400);
    expect((await getWithToken(t.app, `${base}/payroll-1999-01/download`, sam)).statusCode).toBe(404);
  });
});

describe("the payroll report in Sage 50 Payroll's layout", () => {
  it('has one line per employee with a column per benefit holding its deduction this period', async () => {
    const [header, ...lines] = await csvOf(`${base}/payroll-2026-10/download?layout=sage50`);
    expect(header!.slice(0, 3)).toEqual(['Reference', 'Surname', 'Forename']);
    expect(header).toContain('Pension Salary Exchange');
    expect([...header!.slice(3)]).toEqual([...header!.slice(3)].sort((a, b) => a.localeCompare(b)));
    const numbers = lines.map((line) => line[0]);
    expect(new Set(numbers).size).toBe(numbers.length);
    const alex = lines.find((line) => line[0] === 'DL0001')!;
    const column = header!.indexOf('Pension Salary Exchange');
    const october = await ledgerSum(USER_IDS.demoEmployee, 'Pension Salary Exchange', '2026-10');
    expect(alex.slice(0, 3)).toEqual(['DL0001', 'Morgan', 'Alex']);
    expect(alex[column]).toBe((october / 100).toFixed(2));
    const dental = header!.indexOf('Dental Insurance');
    expect(alex[dental]).toBe(
      ((await ledgerSum(USER_IDS.demoEmployee, 'Dental Insurance', '2026-10')) / 100).toFixed(2),
    );
    const response = await getWithToken(t.app, `${base}/payroll-2026-10/download?layout=sage50`, sam);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="demo-payroll-sage50-2026-10.csv"',
    );
    expect((await getWithToken(t.app, `${base}/payroll-2026-10/download?layout=iris`, sam)).statusCode).toBe(
      400,
    );
  });
});

describe('report builds (large reports, in the background)', () => {
  const builds = `/api/client/${CLIENT_IDS.demo}/report-builds`;
  const start = (payload: object, token = sam) =>
    t.app.inject({
      method: 'POST',
      url: builds,
      headers: { host: HOSTS.demo, authorization: `Bearer ${token}` },
      payload,
    });

  it('builds the file with its progress, then hands back the same bytes as the direct download', async () => {
    const taken = await start({ ids: ['payroll-2026-10'], format: 'csv' });
    expect(taken.statusCode).toBe(202);
    expect(taken.json()).toMatchObject({
      status: 'building',
      fileName: 'demo-payroll-2026-10.csv',
      progress: { done: 0, total: expect.any(Number) },
      failure: null,
    });
    await t.app.context.jobs.settled();
    const status = await getWithToken(t.app, `${builds}/${taken.json().id}`, sam);
    const { progress } = status.json();
    expect(status.json()).toMatchObject({ status: 'ready' });
    expect(progress.done).toBe(progress.total);
    expect(progress.total).toBeGreaterThan(0);
    const built = await getWithToken(t.app, `${builds}/${taken.json().id}/download`, sam);
    expect(built.statusCode).toBe(200);
    expect(built.headers['content-disposition']).toBe('attachment; filename="demo-payroll-2026-10.csv"');
    const direct = await getWithToken(t.app, `${base}/payroll-2026-10/download`, sam);
    expect(built.body).toBe(direct.body);
  });

  it('builds several reports as one ZIP', async () => {
    const taken = await start({
      ids: ['payroll-2026-10', 'payroll-2026-09'],
      format: 'xlsx',
      layout: 'sage50',
    });
    await t.app.context.jobs.settled();
    const built = await t.app.inject({
      method: 'GET',
      url: `${builds}/${taken.json().id}/download`,
      headers: { host: HOSTS.demo, authorization: `Bearer ${sam}` },
    });
    expect(built.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(built.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual([
      'demo-payroll-sage50-2026-09.xlsx',
      'demo-payroll-sage50-2026-10.xlsx',
    ]);
  });

  it("refuses another tenant's or an unknown build, an unknown report, and one past its day", async () => {
    expect((await start({ ids: ['payroll-1999-01'] })).statusCode).toBe(404);
    expect((await start({ ids: [] })).statusCode).toBe(400);
    const kim = (await signIn(t.app, 'approver@demo.test')).accessToken;
    expect((await start({ ids: ['payroll-2026-10'] }, kim)).statusCode).toBe(403);
    const taken = (await start({ ids: ['lifeevent-2026'] })).json();
    await t.app.context.jobs.settled();
    const other = `/api/client/${CLIENT_IDS.northwind}/report-builds/${taken.id}`;
    expect((await getWithToken(t.app, other, sam)).statusCode).toBe(404);
    const unknown = `${builds}/00000000-0000-4000-8000-000000000000`;
    expect((await getWithToken(t.app, unknown, sam)).statusCode).toBe(404);
    time.advance(25 * 60 * 60 * 1000);
    const later = (await signIn(t.app, 'employer@demo.test')).accessToken;
    expect((await getWithToken(t.app, `${builds}/${taken.id}/download`, later)).statusCode).toBe(404);
  });
});
