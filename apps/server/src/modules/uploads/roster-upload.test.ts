import { ROSTER_COLUMNS } from '@portal/benefits';
import {
  rosterUploadSchema,
  UNDO_TOO_LATE_MESSAGE,
  UPLOAD_FILE_TYPE_MESSAGE,
  UPLOAD_HAS_PROBLEMS_MESSAGE,
  UPLOAD_IN_PREVIEW_MESSAGE,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeRecords, rosterUploadFiles, users } from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { bearer, getWithToken, HOSTS, signIn } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { mailTo } from '../../../test/account-helpers.ts';
import { multipartForm } from '../../../test/multipart.ts';
import { letters, repeated, xlsxWithFiller } from '../../../test/zip-writer.ts';

let t: TestApp;
let sam: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  sam = (await signIn(t.app, 'employer@demo.test')).accessToken;
});
afterAll(() => t.close());

const HEADERS = ROSTER_COLUMNS.map((column) => column.header);
const csvLine = (cells: readonly string[]) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',');
const csvOf = (rows: readonly (readonly string[])[]) =>
  Buffer.from(`\uFEFF${[HEADERS, ...rows].map(csvLine).join('\r\n')}\r\n`);
const newStarter = [
  'DL9001',
  'Noor',
  'Haddad',
  'noor.haddad@staff.demo.test',
  '02/05/1994',
  '01/12/2026',
  '01/03/2027',
  '',
  '34000',
  '37.5',
  'permanent',
  'England and Northern Ireland',
  'Leeds',
];

/** Alex's row as the roster holds it, with `changes` by header. */
const alexRow = (changes: Record<string, string> = {}) => personRow(USER_IDS.demoEmployee, changes);

/** Someone's row as the roster holds it, with `changes` by header. */
async function personRow(userId: string, changes: Record<string, string> = {}) {
  const [person] = await t.db
    .select({ user: users, record: employeeRecords })
    .from(users)
    .innerJoin(employeeRecords, eq(employeeRecords.userId, users.id))
    .where(eq(users.id, userId));
  const { user, record } = person!;
  const uk = (date: string | null) => (date ? date.split('-').reverse().join('/') : '');
  const row: Record<string, string> = {
    'Employee number': user.employeeNumber!,
    'First name': user.firstName,
    Surname: user.surname,
    Email: user.email,
    'Date of birth': uk(user.dateOfBirth),
    'Start date': uk(record.startDate),
    'Probation end date': uk(record.probationEndDate),
    'Leave date': uk(record.leaveDate),
    'Annual salary (GBP)': String(record.salaryPence / 100),
    'Weekly hours': String(record.weeklyHours),
    'Contract type': record.contractType,
    'Tax region': record.taxRegion,
    Location: record.location ?? '',
    ...changes,
  };
  return HEADERS.map((header) => row[header]!);
}

function upload(content: Buffer, name = 'roster.csv', token = sam, clientId: string = CLIENT_IDS.demo) {
  const form = multipartForm({}, { field: 'file', name, type: 'application/octet-stream', content });
  return t.app.inject({
    method: 'POST',
    url: `/api/client/${clientId}/data-loads`,
    headers: { host: HOSTS.demo, ...bearer(token), 'content-type': form.contentType },
    payload: form.payload,
  });
}
/** Uploads a file, lets the background check finish, and reads the upload's preview. */
async function checked(content: Buffer, name = 'roster.csv') {
  const response = await upload(content, name);
  expect(response.statusCode).toBe(202);
  await t.app.context.jobs.settled();
  const { id } = rosterUploadSchema.parse(response.json());
  return rosterUploadSchema.parse(
    (await getWithToken(t.app, `/api/employee-data-uploads/${id}`, sam)).json(),
  );
}
const discard = (id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/employee-data-uploads/${id}`,
    headers: { host: HOSTS.demo, ...bearer(sam) },
  });

async function rosterSnapshot() {
  return t.db.select().from(employeeRecords).where(eq(employeeRecords.clientId, CLIENT_IDS.demo));
}

describe('POST /api/client/:clientId/data-loads', () => {
  it('reads a file into a preview of new, changed, leaving and unchanged, with each bad row, changing nothing', async () => {
    const before = await rosterSnapshot();
    const response = await upload(
      csvOf([
        newStarter,
        await alexRow({ Location: 'Bristol' }),
        // Alex's e-mail again, for someone else.
        await alexRow({ 'Employee number': 'DL0002', 'Leave date': '30/12/2026' }),
        [
          'DL9002',
          '',
          'Blank',
          'blank@demo.test',
          '',
          '31/02/2026',
          '',
          '',
          'lots',
          '37.5',
          'permanent',
          'Wales',
          '',
        ],
        [...newStarter.slice(0, 1), 'Copy', 'Cat', 'copy.cat@demo.test', ...newStarter.slice(4)],
        ['DL9003', '=HYPERLINK("http://evil.test","click")', 'X', 'x@demo.test', ...newStarter.slice(4)],
      ]),
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ status: 'checking', progress: { checked: 0, total: 6 } });
    await t.app.context.jobs.settled();
    const read = await getWithToken(t.app, `/api/employee-data-uploads/${response.json().id}`, sam);
    const preview = rosterUploadSchema.parse(read.json());
    expect(preview).toMatchObject({
      status: 'preview',
      fileName: 'roster.csv',
      progress: { checked: 6, total: 6 },
      failure: null,
    });
    expect(preview.counts).toEqual({
      total: 6,
      invalid: 4,
      new: 1,
      changed: 1,
      leaving: 0,
      unchanged: 0,
      impacted: 1,
    });
    expect(preview.errors).toEqual(
      expect.arrayContaining([
        {
          row: 4,
          column: 'Email',
          value: 'employee@demo.test',
          message: 'Email employee@demo.test is also on row 3',
        },
        { row: 5, column: 'First name', value: '', message: 'First name is required' },
        {
          row: 6,
          column: 'Employee number',
          value: 'DL9001',
          message: 'Employee number DL9001 is also on row 2',
        },
        {
          row: 7,
          column: 'First name',
          value: '=HYPERLINK("http://evil.test","click")',
          message: 'First name holds a formula; enter the value itself',
        },
      ]),
    );
    expect(await rosterSnapshot()).toEqual(before);
    expect((await discard(preview.id)).json()).toMatchObject({ status: 'discarded' });
  });

  it('tells a leaver and an unchanged row apart, and reads XLSX with dates and a formula cell', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Roster');
    sheet.addRow(HEADERS);
    sheet.addRow(await alexRow());
    sheet.addRow(await alexRow({ 'Employee number': 'DL0001', 'Leave date': '31/12/2026' }));
    const starter = sheet.addRow(newStarter);
    starter.getCell(6).value = new Date(Date.UTC(2026, 11, 1));
    starter.getCell(9).value = { formula: 'SUM(30000,4000)', result: 34000 };
    const content = Buffer.from(await book.xlsx.writeBuffer());
    const preview = await checked(content, 'roster.xlsx');
    expect(preview.counts).toMatchObject({ total: 3, invalid: 2, unchanged: 1, leaving: 0 });
    expect(preview.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          row: 3,
          column: 'Employee number',
          message: 'Employee number DL0001 is also on row 2',
        }),
        expect.objectContaining({ row: 4, column: 'Annual salary (GBP)', value: '=SUM(30000,4000)' }),
      ]),
    );
    await discard(preview.id);
    const leaver = await checked(csvOf([await alexRow({ 'Leave date': '31/12/2026' })]));
    expect(leaver.counts).toMatchObject({ leaving: 1, invalid: 0 });
    await discard(leaver.id);
    const same = await checked(csvOf([await alexRow()]));
    expect(same.counts).toMatchObject({ unchanged: 1, invalid: 0 });
    await discard(same.id);
  });

  it('refuses a second upload while one waits in preview, and answers the first to GET', async () => {
    // Refused while the first is still being checked, and while it waits in preview.
    const taken = rosterUploadSchema.parse((await upload(csvOf([newStarter]))).json());
    expect((await upload(csvOf([newStarter]))).statusCode).toBe(409);
    await t.app.context.jobs.settled();
    const first = { id: taken.id };
    const second = await upload(csvOf([newStarter]));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: UPLOAD_IN_PREVIEW_MESSAGE });
    const last = await getWithToken(t.app, `/api/client/${CLIENT_IDS.demo}/date-last-upload`, sam);
    expect(last.json()).toMatchObject({ pendingUploadId: first.id });
    const read = await getWithToken(t.app, `/api/employee-data-uploads/${first.id}`, sam);
    expect(rosterUploadSchema.parse(read.json())).toMatchObject({ id: first.id, counts: { new: 1 } });
    expect((await discard(first.id)).statusCode).toBe(200);
    expect((await discard(first.id)).statusCode).toBe(409);
  });

  it('checks a large file in batches, and an upload discarded at once stays discarded', async () => {
    const rows = Array.from({ length: 2_500 }, (_, index) => [
      `DL${20_000 + index}`,
      ...newStarter.slice(1, 3),
      `starter${index}@staff.demo.test`,
      ...newStarter.slice(4),
    ]);
    const preview = await checked(csvOf(rows));
    expect(preview).toMatchObject({
      status: 'preview',
      progress: { checked: 2_500, total: 2_500 },
      counts: { new: 2_500, invalid: 0 },
    });
    await discard(preview.id);

    const taken = rosterUploadSchema.parse((await upload(csvOf([newStarter]))).json());
    expect((await discard(taken.id)).json()).toMatchObject({ status: 'discarded' });
    await t.app.context.jobs.settled();
    const read = await getWithToken(t.app, `/api/employee-data-uploads/${taken.id}`, sam);
    expect(read.json()).toMatchObject({ status: 'discarded' });
    // Its file is not kept once it is discarded.
    expect(
      await t.db.select().from(rosterUploadFiles).where(eq(rosterUploadFiles.uploadId, taken.id)),
    ).toEqual([]);
  });

  it('lists each kind of row with what it changes, and the people whose benefits would change', async () => {
    const preview = await checked(
      csvOf([
        newStarter,
        await alexRow({ 'Leave date': '31/01/2027' }),
        await alexRow({ 'Employee number': 'DL0002' }),
      ]),
    );
    const list = (path: string) =>
      getWithToken(t.app, `/api/employee-data-uploads/${preview.id}/${path}`, sam).then((response) => {
        expect(response.statusCode, path).toBe(200);
        return response.json();
      });
    expect(await list('changes?outcome=new')).toEqual({
      data: [
        {
          row: 2,
          employeeNumber: 'DL9001',
          name: 'Noor Haddad',
          email: 'noor.haddad@staff.demo.test',
          outcome: 'new',
          changes: [],
        },
      ],
      last_page: 1,
      per_page: 50,
      total: 1,
      filters: { outcome: 'new' },
    });
    expect((await list('changes?outcome=leaving')).data).toEqual([
      expect.objectContaining({
        row: 3,
        name: 'Alex Morgan',
        changes: [{ column: 'Leave date', from: '', to: '31/01/2027' }],
      }),
    ]);
    expect(preview.counts.impacted).toBe(2);
    const difference = await list('eligibility-difference');
    expect(difference).toMatchObject({ total: 2, last_page: 1, per_page: 50 });
    const [noor, alex] = difference.data;
    // On probation from their start date: only what needs no choice.
    expect(noor).toMatchObject({ row: 2, outcome: 'new', lost: [], ending: [] });
    expect([...noor.gained].sort()).toEqual([
      'Employee Assistance Programme',
      'Gym Discounts',
      'Life Assurance',
    ]);
    // Leaving: every benefit goes from the leave date, and the selections that hold or wait for one end.
    expect(alex).toMatchObject({ row: 3, outcome: 'leaving', gained: [] });
    expect(alex.lost).toEqual(
      expect.arrayContaining(['Pension Salary Exchange', 'Dental Insurance', 'Life Assurance']),
    );
    expect([...alex.ending].sort((a, b) => a.benefitName.localeCompare(b.benefitName))).toEqual([
      { benefitName: 'Cycle to Work', status: 'pending' },
      { benefitName: 'Dental Insurance', status: 'approved' },
      { benefitName: 'Pension Salary Exchange', status: 'approved' },
    ]);
    expect(
      (await getWithToken(t.app, `/api/employee-data-uploads/${preview.id}/changes?outcome=unchanged`, sam))
        .statusCode,
    ).toBe(400);
    await discard(preview.id);
  });

  it('refuses what is not a roster file with one clear message, writing nothing', async () => {
    const cases: [Buffer, string, number, string][] = [
      [Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)]), 'roster.csv', 400, UPLOAD_FILE_TYPE_MESSAGE],
      [Buffer.from('PK\u0003\u0004not really a zip'), 'roster.xlsx', 400, UPLOAD_FILE_TYPE_MESSAGE],
      [
        Buffer.from('Name,Shoe size\r\nAlex,9\r\n'),
        'roster.csv',
        400,
        "The file's headers are not the template's",
      ],
      [Buffer.from(`${HEADERS.join(',')}\r\n`), 'roster.csv', 400, 'The file has no rows below its headers'],
      [
        csvOf(Array.from({ length: 100_001 }, () => newStarter)),
        'big.csv',
        400,
        'The file has more than 100,000 rows',
      ],
    ];
    for (const [content, name, status, message] of cases) {
      const response = await upload(content, name);
      expect(response.statusCode, name).toBe(status);
      expect(response.json().message).toContain(message);
    }
    const open = await getWithToken(
      t.app,
      `/api/employee-data-uploads/00000000-0000-4000-8000-000000000000`,
      sam,
    );
    expect(open.statusCode).toBe(404);
  });

  it('needs the uploads permission and the signed-in tenant', async () => {
    const kim = (await signIn(t.app, 'approver@demo.test')).accessToken;
    expect((await upload(csvOf([newStarter]), 'roster.csv', kim)).statusCode).toBe(403);
    expect((await upload(csvOf([newStarter]), 'roster.csv', sam, CLIENT_IDS.northwind)).statusCode).toBe(404);
  });
});

describe('hostile files (issue 32)', () => {
  async function refusal(content: Buffer, name: string) {
    const before = await t.db.select().from(rosterUploadFiles);
    const response = await upload(content, name);
    expect(await t.db.select().from(rosterUploadFiles)).toEqual(before);
    expect(response.statusCode).toBe(400);
    return response.json().message as string;
  }

  it('refuses a 257 KB XLSX whose sheet unpacks to 256 MB before inflating it, saying why', async () => {
    const bomb = await xlsxWithFiller([HEADERS], repeated(' ', 256));
    expect(bomb.length).toBeLessThan(300 * 1024);
    expect(await refusal(bomb, 'roster.xlsx')).toBe(
      'A part of the file (xl/worksheets/sheet1.xml) would unpack to more than 160 MB, far more than 100,000 rows need: save only the roster sheet in a new workbook, or as CSV',
    );
  });

  it('refuses a sheet packed a thousand times smaller than its content, though within the size limits', async () => {
    const bomb = await xlsxWithFiller([HEADERS], repeated('<x/>', 100));
    expect(await refusal(bomb, 'roster.xlsx')).toMatch(
      /^A part of the file \(xl\/worksheets\/sheet1\.xml\) is packed [\d,]+ times smaller than its content/,
    );
  });

  it('stops a sheet that says it holds 1 MB at its first megabyte, when it unpacks to 64', async () => {
    const liar = await xlsxWithFiller([HEADERS], repeated('<x/>', 64), { uncompressedSize: 1024 * 1024 });
    expect(await refusal(liar, 'roster.xlsx')).toBe(
      'The file is damaged: a part of it unpacks to a different size than it says. Save it again from your spreadsheet program',
    );
  });

  it('refuses a sheet with a megabyte without markup, which the XML parser would hold whole', async () => {
    const giant = await xlsxWithFiller([HEADERS], letters(2));
    expect(await refusal(giant, 'roster.xlsx')).toMatch(
      /^The file holds a cell or a setting of more than a megabyte/,
    );
  });

  /** The file: the second row opens a quote that never closes, swallowing the two rows after it. */
  const brokenQuote = () => {
    const line = (cells: readonly string[]) => cells.join(',');
    const rows = ['DL9101', 'DL9102', 'DL9103', 'DL9104'].map((number, index) =>
      line([
        number,
        `Name${index}`,
        ...newStarter.slice(2, 3),
        `n${index}@staff.demo.test`,
        ...newStarter.slice(4),
      ]),
    );
    return { rows, header: line(HEADERS) };
  };

  it('refuses a CSV whose second row opens a quote that never closes, naming the line; nothing is kept', async () => {
    const { header, rows } = brokenQuote();
    rows[1] = rows[1]!.replace('Name1', '"Name1');
    expect(await refusal(Buffer.from([header, ...rows].join('\r\n')), 'roster.csv')).toBe(
      'Line 3 of the file opens a quoted value that is never closed, so the rows after it could not be read: close the quote (or remove it) and upload the file again',
    );
  });

  it('previews every row of the same file read cleanly: the rows in are the rows previewed and rejected', async () => {
    const { header, rows } = brokenQuote();
    rows[1] = rows[1]!.replace('Name1', '"Name1"');
    rows[3] = rows[3]!.replace('DL9104', '');
    const preview = await checked(Buffer.from([header, ...rows].join('\r\n')));
    const { total, invalid, new: added, changed, leaving, unchanged } = preview.counts;
    expect({ total, previewed: added + changed + leaving + unchanged, invalid }).toEqual({
      total: 4,
      previewed: 3,
      invalid: 1,
    });
    expect((await discard(preview.id)).statusCode).toBe(200);
  });
});

describe('confirming and undoing an upload', () => {
  const act = async (id: string, action: 'confirm' | 'undo', payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/employee-data-uploads/${id}/${action}`,
      headers: { host: HOSTS.demo, ...bearer(sam) },
      ...(payload ? { payload } : {}),
    });
  const recordOf = async (userId: string) =>
    (await t.db.select().from(employeeRecords).where(eq(employeeRecords.userId, userId)))[0];

  it('applies a new starter, a change and a leaver in one go, e-mails the starter, and undo puts it all back', async () => {
    const [someone] = await t.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(employeeRecords, eq(employeeRecords.userId, users.id))
      .where(and(eq(users.clientId, CLIENT_IDS.demo), eq(users.employeeNumber, 'DL1010')));
    const alexBefore = await recordOf(USER_IDS.demoEmployee);
    const leaverBefore = await recordOf(someone!.id);
    const preview = await checked(
      csvOf([
        newStarter,
        await alexRow({ Location: 'Bristol' }),
        await personRow(someone!.id, { 'Leave date': '31/01/2027' }),
      ]),
    );
    expect(preview.counts).toMatchObject({ new: 1, changed: 1, leaving: 1, invalid: 0 });
    const confirmed = await act(preview.id, 'confirm', { sendWelcomeEmails: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed' });
    const [noor] = await t.db.select().from(users).where(eq(users.email, 'noor.haddad@staff.demo.test'));
    expect(noor).toMatchObject({ employeeNumber: 'DL9001', userType: 'employee', activatedAt: null });
    expect(await recordOf(noor!.id)).toMatchObject({
      salaryPence: 3_400_000,
      location: 'Leeds',
      taxRegion: 'england-ni',
    });
    expect((await recordOf(USER_IDS.demoEmployee))!.location).toBe('Bristol');
    expect((await recordOf(someone!.id))!.leaveDate).toBe('2027-01-31');
    expect(await mailTo(t.db, 'noor.haddad@staff.demo.test', 'activation')).toHaveLength(1);
    const last = await getWithToken(t.app, `/api/client/${CLIENT_IDS.demo}/date-last-upload`, sam);
    expect(last.json()).toEqual({ date: expect.any(String), uploadId: preview.id, pendingUploadId: null });
    expect((await act(preview.id, 'confirm', {})).statusCode).toBe(409);

    const undone = await act(preview.id, 'undo');
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ status: 'undone' });
    expect(await t.db.select().from(users).where(eq(users.email, 'noor.haddad@staff.demo.test'))).toEqual([]);
    expect(await recordOf(USER_IDS.demoEmployee)).toMatchObject({ location: alexBefore!.location });
    expect(await recordOf(someone!.id)).toMatchObject({ leaveDate: leaverBefore!.leaveDate });
    expect((await act(preview.id, 'undo')).statusCode).toBe(409);
  });

  it('applies the valid rows only when asked, and hands back the rejected ones as a file to fix', async () => {
    const bad = [
      'DL9004',
      'Bad',
      'Date',
      'bad.date@demo.test',
      '',
      '31/02/2026',
      '',
      '',
      '30000',
      '37.5',
      'permanent',
      'Wales',
      '',
    ];
    const preview = await checked(csvOf([newStarter, bad]));
    const refused = await act(preview.id, 'confirm', {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: UPLOAD_HAS_PROBLEMS_MESSAGE });
    const rejected = await getWithToken(t.app, `/api/employee-data-uploads/${preview.id}/rejected-rows`, sam);
    expect(rejected.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Employee number,Row,Column,Value,Message',
      'DL9004,3,Start date,31/02/2026,Start date must be a date written dd/mm/yyyy',
      '',
    ]);
    expect((await act(preview.id, 'confirm', { validRowsOnly: true })).statusCode).toBe(200);
    const [noor] = await t.db.select().from(users).where(eq(users.employeeNumber, 'DL9001'));
    expect(noor).toBeDefined();
    expect(await mailTo(t.db, 'noor.haddad@staff.demo.test', 'activation')).toHaveLength(1);

    // Once a new starter has activated, the upload is theirs to keep.
    await t.db.update(users).set({ activatedAt: new Date() }).where(eq(users.id, noor!.id));
    const late = await act(preview.id, 'undo');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: UNDO_TOO_LATE_MESSAGE });
  });
});
