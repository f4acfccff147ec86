import { readRosterRow, ROSTER_COLUMNS } from '@portal/benefits';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IDS } from '../../seed/ids.ts';
import { getWithToken, HOSTS, signIn } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

const template = (query = '') => `/api/client/${CLIENT_IDS.demo}/data-load-template${query}`;

describe('GET /api/client/:clientId/data-load-template', () => {
  it('answers the headers and an example row that reads back as a valid employee, as CSV', async () => {
    const sam = (await signIn(t.app, 'employer@demo.test')).accessToken;
    const response = await getWithToken(t.app, template(), sam);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="demo-roster-template.csv"');
    const [headers, example, ...rest] = Papa.parse<string[]>(response.body.replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data;
    expect(headers).toEqual(ROSTER_COLUMNS.map((column) => column.header));
    expect(rest).toEqual([]);
    const read = readRosterRow(
      Object.fromEntries(headers!.map((header, index) => [header, example![index]!])),
    );
    expect(read.problems).toEqual([]);
  });

  it('answers the same as XLSX', async () => {
    const sam = (await signIn(t.app, 'employer@demo.test')).accessToken;
    const response = await t.app.inject({
      method: 'GET',
      url: template('?format=xlsx'),
      headers: { host: HOSTS.demo, authorization: `Bearer ${sam}` },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Employee number');
    expect(sheet.rowCount).toBe(2);
  });

  it('needs the uploads permission, and the signed-in tenant', async () => {
    const kim = (await signIn(t.app, 'approver@demo.test')).accessToken;
    expect((await getWithToken(t.app, template(), kim)).statusCode).toBe(403);
    const sam = (await signIn(t.app, 'employer@demo.test')).accessToken;
    const other = `/api/client/${CLIENT_IDS.northwind}/data-load-template`;
    expect((await getWithToken(t.app, other, sam)).statusCode).toBe(404);
    expect((await getWithToken(t.app, template('?format=pdf'), sam)).statusCode).toBe(400);
  });
});
