import {
  bulkWelcomeResendResponseSchema,
  employeeDetailSchema,
  WELCOME_RESEND_ACTIVATED_MESSAGE,
  WELCOME_RESEND_TOO_SOON_MESSAGE,
  employeeListResponseSchema,
  twoFactorListResponseSchema,
} from '@portal/contracts';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema/index.ts';
import { CLIENT_IDS, DEMO_ACTIVATION_TOKEN, USER_IDS } from '../../seed/ids.ts';
import { mailTo } from '../../../test/account-helpers.ts';
import { getWithToken, HOSTS, login, openSession, signIn } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { registeredPercentage } from './employees.service.ts';

let t: TestApp;
let employer: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  employer = (await signIn(t.app, 'employer@demo.test')).accessToken;
});
afterAll(() => t.close());

const listUrl = (query = '', clientId: string = CLIENT_IDS.demo) =>
  `/api/v2/client/${clientId}/employees${query}`;
const list = async (query = '') => {
  const response = await getWithToken(t.app, listUrl(query), employer);
  expect(response.statusCode).toBe(200);
  return employeeListResponseSchema.parse(response.json());
};

describe('GET /api/v2/client/:clientId/employees', () => {
  it('answers the first page of ten by surname, with the registration figure of the whole tenant', async () => {
    const page = await list();
    expect(page).toMatchObject({ per_page: 10, total: 249, last_page: 25, filters: {} });
    expect(page.totalEmployeesValues).toEqual({
      totalEmployees: 249,
      totalRegisteredEmployees: 180,
      registeredPercentage: 72.3,
    });
    const surnames = page.data.map((row) => row.surname);
    expect(surnames).toEqual([...surnames].sort());
    expect(page.data[0]).toMatchObject({ firstName: 'Kim', surname: 'Adeyemi', employeeNumber: 'DL0008' });
  });

  it('finds by part of a surname without its accents, by e-mail and by employee number, in any case', async () => {
    const accented = await list('?search=nunez&per_page=100');
    expect(accented.total).toBeGreaterThan(0);
    expect(accented.data.every((row) => row.surname === 'Núñez')).toBe(true);
    expect((await list('?search=NÚÑ')).total).toBe(accented.total);
    const byNumber = await list('?search=dl0001');
    expect(byNumber.data.map((row) => row.email)).toEqual(['employee@demo.test']);
    const byEmail = await list('?search=new%40demo');
    expect(byEmail.data.map((row) => [row.firstName, row.activated])).toEqual([['Riley', false]]);
  });

  it('filters to those not activated, and says so; search and filter together', async () => {
    const waiting = await list('?filter[person_activated]=false&per_page=100');
    expect(waiting.total).toBe(249 - 180);
    expect(waiting.filters).toEqual({ person_activated: false });
    expect(waiting.data.every((row) => !row.activated && row.activatedAt === null)).toBe(true);
    const activated = await list('?filter[person_activated]=true&search=morgan');
    expect(activated.data.map((row) => row.email)).toEqual(['employee@demo.test']);
  });

  it('sorts by any listed column either way, and pages without overlap', async () => {
    const descending = await list('?sort_by=-surname&per_page=5');
    expect(descending.data[0]!.surname).toBe('Young');
    const byNumber = await list('?sort_by=employee_number&per_page=3');
    expect(byNumber.data.map((row) => row.employeeNumber)).toEqual(['DL0001', 'DL0002', 'DL0003']);
    const first = await list('?sort_by=location&page=1');
    const second = await list('?sort_by=location&page=2');
    const ids = new Set(first.data.map((row) => row.id));
    expect(second.data.some((row) => ids.has(row.id))).toBe(false);
  });

  it("sorts a search the same way, with each row's location", async () => {
    const byLocation = await list('?search=a&sort_by=-location&per_page=100');
    const locations = byLocation.data.map((row) => row.location);
    expect(locations.every((location) => location !== null)).toBe(true);
    expect(locations).toEqual([...locations].sort().reverse());
    const bySurname = await list('?search=a&sort_by=surname&per_page=100');
    const surnames = bySurname.data.map((row) => row.surname);
    expect(surnames).toEqual([...surnames].sort((a, b) => a.localeCompare(b)));
    expect(bySurname.total).toBe(byLocation.total);
  });

  it('answers an empty page past the end, and 400 for bad paging, sorting, filters and unknown parameters', async () => {
    const far = await list('?page=1000000000');
    expect(far).toMatchObject({ data: [], total: 249, last_page: 25 });
    for (const query of [
      '?page=-1',
      '?page=0',
      '?page=abc',
      '?per_page=101',
      '?sort_by=password_hash',
      '?sort_by=surname;drop table users',
      '?filter[person_activated]=maybe',
      '?filter[salary]=1',
      '?limit=5',
    ]) {
      const response = await getWithToken(t.app, listUrl(query), employer);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
    const injected = await list(`?search=${encodeURIComponent("' or 1=1 --")}`);
    expect(injected.total).toBe(0);
  });

  it("answers 404 for another tenant's list (or an unknown client), and 403 for an employee", async () => {
    for (const clientId of [CLIENT_IDS.northwind, 'not-a-client']) {
      const response = await getWithToken(t.app, listUrl('', clientId), employer);
      expect(response.statusCode).toBe(404);
    }
    const employee = await signIn(t.app, 'employee@demo.test');
    expect((await getWithToken(t.app, listUrl(), employee.accessToken)).statusCode).toBe(403);
  });

  it("gives a platform administrator the list of the host's tenant", async () => {
    const admin = await openSession(t.app, { id: USER_IDS.platformAdmin, clientId: null, userType: 'admin' });
    const response = await getWithToken(
      t.app,
      listUrl('', CLIENT_IDS.northwind),
      admin.accessToken,
      HOSTS.northwind,
    );
    expect(employeeListResponseSchema.parse(response.json()).totalEmployeesValues).toEqual({
      totalEmployees: 2,
      totalRegisteredEmployees: 2,
      registeredPercentage: 100,
    });
  });
});

describe('GET /api/v2/client/:clientId/employees/download-report', () => {
  const reportUrl = (query: string) => `/api/v2/client/${CLIENT_IDS.demo}/employees/download-report${query}`;

  it('streams the same rows as the list, as CSV, named after the tenant and the day', async () => {
    const response = await getWithToken(
      t.app,
      reportUrl('?filter[person_activated]=false&sort_by=surname'),
      employer,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="demo-employees-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = Papa.parse<string[]>(response.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([
      'Employee number',
      'First name',
      'Surname',
      'Email',
      'Location',
      'Employment status',
      'Activated',
      'Activated on',
      'Two-factor on',
    ]);
    const listed = await list('?filter[person_activated]=false&sort_by=surname&per_page=100');
    expect(rows.slice(1).map((row) => row[3])).toEqual(listed.data.map((row) => row.email));
  });

  it('neutralises cells a spreadsheet would read as formulas, in CSV and XLSX', async () => {
    const [planted] = await t.db
      .insert(users)
      .values({
        clientId: CLIENT_IDS.demo,
        email: 'formula@demo.test',
        firstName: '=HYPERLINK("http://evil.test","x")',
        surname: 'Zzformula',
        userType: 'employee',
      })
      .returning();
    try {
      for (const start of ['+1', '-1', '@SUM(A1)', '\tx', '\rx']) {
        await t.db.update(users).set({ employeeNumber: start }).where(eq(users.id, planted!.id));
        const csv = await getWithToken(t.app, reportUrl('?search=zzformula'), employer);
        const [, row] = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, '')).data;
        expect(row![0]).toBe(`'${start}`);
        expect(row![1]).toBe(`'=HYPERLINK("http://evil.test","x")`);
      }
      const xlsx = await getWithToken(t.app, reportUrl('?search=zzformula&format=xlsx'), employer);
      expect(xlsx.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      expect(sheet.rowCount).toBe(2);
      expect(sheet.getRow(2).getCell(2).value).toBe(`'=HYPERLINK("http://evil.test","x")`);
    } finally {
      await t.db.delete(users).where(eq(users.id, planted!.id));
    }
  });

  it('writes every row of the tenant as XLSX', async () => {
    const response = await getWithToken(t.app, reportUrl('?format=xlsx'), employer);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBe(1 + 249);
  });
});

describe('GET /api/client/:clientId/employees/:employeeId', () => {
  const detailUrl = (id: string, clientId: string = CLIENT_IDS.demo) =>
    `/api/client/${clientId}/employees/${id}`;

  it("answers Alex's record, activation, selections and life events", async () => {
    const response = await getWithToken(t.app, detailUrl(USER_IDS.demoEmployee), employer);
    expect(response.statusCode).toBe(200);
    const detail = employeeDetailSchema.parse(response.json());
    expect(detail.employee).toMatchObject({ firstName: 'Alex', surname: 'Morgan', employeeNumber: 'DL0001' });
    expect(detail.record).toMatchObject({ salary: 42_000, weeklyHours: 37.5, taxRegion: 'england-ni' });
    expect(detail.selections.map((selection) => selection.benefitName)).toEqual(
      expect.arrayContaining(['Dental Insurance', 'Cycle to Work']),
    );
  });

  it("answers 404 for another tenant's employee and for an unknown id, 400 for a malformed one", async () => {
    const nw = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'employee@northwind.test'));
    expect((await getWithToken(t.app, detailUrl(nw[0]!.id), employer)).statusCode).toBe(404);
    expect(
      (await getWithToken(t.app, detailUrl('00000000-0000-4000-8000-000000000000'), employer)).statusCode,
    ).toBe(404);
    expect((await getWithToken(t.app, detailUrl('1 or 1=1'), employer)).statusCode).toBe(400);
  });
});

describe('the two-factor table and its enforcement', () => {
  const tableUrl = (query = '') =>
    `/api/v2/client/${CLIENT_IDS.demo}/employees/two-factor-authentication${query}`;
  const settingUrl = `${tableUrl()}/enforcement-setting`;

  it('lists who has two-factor on, filtered and searched, and whether it is enforced', async () => {
    const response = await getWithToken(
      t.app,
      tableUrl('?filter[person_mfa_secret]=true&per_page=100'),
      employer,
    );
    const table = twoFactorListResponseSchema.parse(response.json());
    expect(table.isEnforcementTwoFAEnabled).toBe(false);
    expect(table.filters).toEqual({ person_mfa_secret: true });
    expect(table.total).toBeGreaterThan(1);
    expect(table.data.every((row) => row.twoFactorEnabled)).toBe(true);
    expect(table.data.map((row) => row.email)).toContain('mfa@demo.test');
    const sorted = await getWithToken(t.app, tableUrl('?sort_by=surname'), employer);
    expect(sorted.statusCode).toBe(400);
  });

  it('downloads the same rows with type=employeeTwoFA', async () => {
    const response = await getWithToken(
      t.app,
      tableUrl('?type=employeeTwoFA&filter[person_mfa_secret]=true'),
      employer,
    );
    expect(response.headers['content-disposition']).toMatch(/filename="demo-two-factor-/);
    const rows = Papa.parse<string[]>(response.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['Employee number', 'Name', 'Email', 'Two-factor on', 'Two-factor on since']);
    expect(rows.slice(1).every((row) => row[3] === 'Yes')).toBe(true);
  });

  it('needs the settings permission to change, audits the change, and asks for two-factor at the next sign-in', async () => {
    const approver = await signIn(t.app, 'approver@demo.test');
    const put = (enabled: boolean, token = employer) =>
      t.app.inject({
        method: 'PUT',
        url: settingUrl,
        headers: { host: HOSTS.demo, authorization: `Bearer ${token}` },
        payload: { isEnforcementTwoFAEnabled: enabled },
      });
    expect((await put(true, approver.accessToken)).statusCode).toBe(403);
    const on = await put(true);
    expect(on.json()).toEqual({ isEnforcementTwoFAEnabled: true });
    try {
      expect((await getWithToken(t.app, settingUrl, employer)).json()).toEqual({
        isEnforcementTwoFAEnabled: true,
      });
      const next = await login(t.app, { email: 'employee@demo.test' });
      expect(next.json()).toMatchObject({ is_should_setup_2fa: true });
      expect(next.json().access_token).toBeUndefined();
      const [audit] = await t.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.type, 'two_factor.enforcement_changed'));
      expect(audit).toMatchObject({ userId: USER_IDS.demoEmployer, detail: { enforced: true } });
    } finally {
      expect((await put(false)).statusCode).toBe(200);
    }
  });
});

describe('welcome e-mail resends', () => {
  const resend = (employeeId: string, token = employer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/employees/${employeeId}/welcome-email-resends`,
      headers: { host: HOSTS.demo, authorization: `Bearer ${token}` },
    });

  it('sends Riley a fresh activation link that replaces the seeded one, at most once an hour', async () => {
    const first = await resend(USER_IDS.demoNotActivated);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ sentTo: 'new@demo.test' });
    const [message] = await mailTo(t.db, 'new@demo.test', 'activation');
    expect(message!.links.some((link) => link.includes('/activation/'))).toBe(true);
    const seeded = await t.app.inject({
      method: 'POST',
      url: `/api/activation/${DEMO_ACTIVATION_TOKEN}`,
      headers: { host: HOSTS.demo },
    });
    expect(seeded.json()).toMatchObject({ status: 'error' });

    const again = await resend(USER_IDS.demoNotActivated);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ message: WELCOME_RESEND_TOO_SOON_MESSAGE });
  });

  it("refuses an activated employee (409), another tenant's (404) and an employee caller (403)", async () => {
    expect((await resend(USER_IDS.demoEmployee)).json()).toEqual({
      message: WELCOME_RESEND_ACTIVATED_MESSAGE,
    });
    const [northwind] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'employee@northwind.test'));
    expect((await resend(northwind!.id)).statusCode).toBe(404);
    const employee = await signIn(t.app, 'employee@demo.test');
    expect((await resend(USER_IDS.demoNotActivated, employee.accessToken)).statusCode).toBe(403);
  });

  it('sends to every employee not yet activated in one call, skipping those sent one within the hour', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${CLIENT_IDS.demo}/welcome-email-resends`,
      headers: { host: HOSTS.demo, authorization: `Bearer ${employer}` },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const body = bulkWelcomeResendResponseSchema.parse(response.json());
    expect(body.queued).toBe(249 - 180 - 1);
    expect(body.skipped).toEqual([{ employeeId: USER_IDS.demoNotActivated, reason: 'sent-recently' }]);
    const listed = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${CLIENT_IDS.demo}/welcome-email-resends`,
      headers: { host: HOSTS.demo, authorization: `Bearer ${employer}` },
      payload: { employeeIds: [USER_IDS.demoEmployee, '00000000-0000-4000-8000-000000000000'] },
    });
    expect(listed.json()).toEqual({
      queued: 0,
      skipped: [
        { employeeId: USER_IDS.demoEmployee, reason: 'activated' },
        { employeeId: '00000000-0000-4000-8000-000000000000', reason: 'not-found' },
      ],
    });
  });
});

describe('registeredPercentage', () => {
  it.each([
    [5, 6, 83.3],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [0, 0, 0],
    [7, 7, 100],
  ])('%i of %i is %d%%', (registered, total, expected) => {
    expect(registeredPercentage(registered, total)).toBe(expected);
  });
});
