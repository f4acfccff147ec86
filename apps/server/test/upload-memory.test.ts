/**
 * Memory during an upload (issue 32): the portal runs as its own process, and for each file, hostile or the
 * largest an employer may send, the test reads the process's resident memory at rest, sends the file, and reads
 * the peak the kernel saw meanwhile (VmHWM, reset before each upload through /proc/<pid>/clear_refs). Every peak
 * stays under 100 MB above rest. The figures are printed, to be read beside the test. Linux only.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { CLIENT_IDS, DEMO_PASSWORD } from '../src/seed/ids.ts';
import { startPortal, stopPortal, type PortalProcess } from './cli-processes.ts';
import { createTestDatabase, TEST_ENCRYPTION_KEY } from './harness.ts';
import { multipartForm } from './multipart.ts';
import { ROSTER_HEADERS } from './spreadsheets.ts';
import {
  deflated,
  deflatedPart,
  letters,
  repeated,
  sheetXml,
  workbookParts,
  xlsxWithFiller,
  zipOf,
} from './zip-writer.ts';
import type { DatabaseHandle } from '../src/db/client.ts';

const MB = 1024 * 1024;
const LIMIT_MB = 100;

let handle: DatabaseHandle;
let portal: PortalProcess | undefined;
let address: string;
let token: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  portal = startPortal({
    PATH: process.env.PATH,
    DATABASE_URL: handle.connectionString,
    SECRET_KEY: 'memory-test-secret-key-that-is-long-enough-0123',
    ENCRYPTION_KEY: TEST_ENCRYPTION_KEY.toString('base64'),
    CAPTCHA_MAX_NUMBER: '1000',
    PUBLIC_URL: 'http://localhost:3000',
    // The background check of a taken file is not part of the upload: no worker runs here.
    RUN_WORKERS: 'off',
  });
  address = await portal.listening;
  const signedIn = await fetch(`${address}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'employer@demo.test', password: DEMO_PASSWORD, deviceToken: 'memory' }),
  });
  token = ((await signedIn.json()) as { access_token: string }).access_token;
}, 120_000);
afterAll(async () => {
  await stopPortal(portal);
  await handle.close();
});

const kilobytes = (field: string) => {
  const status = fs.readFileSync(`/proc/${portal!.child.pid}/status`, 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)![1]);
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends the file; the answer, and the peak resident memory during it above the memory at rest, in MB. */
async function measured(content: Buffer, name: string) {
  await pause(300);
  const rest = kilobytes('VmRSS');
  fs.writeFileSync(`/proc/${portal!.child.pid}/clear_refs`, '5');
  const form = multipartForm({}, { field: 'file', name, type: 'application/octet-stream', content });
  const response = await fetch(`${address}/api/client/${CLIENT_IDS.demo}/data-loads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
    body: form.payload,
  });
  const body = (await response.json()) as { id?: string; message?: string };
  const aboveRest = Math.round((kilobytes('VmHWM') - rest) / 1024);
  if (body.id) {
    await fetch(`${address}/api/employee-data-uploads/${body.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  }
  return {
    status: response.status,
    message: body.message ?? null,
    aboveRest,
    restMb: Math.round(rest / 1024),
  };
}

/** The largest roster an employer may send: 100,000 rows, as XLSX (written by exceljs, with shared strings). */
async function largestXlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Roster');
  sheet.addRow(ROSTER_HEADERS);
  for (let index = 0; index < 100_000; index += 1) sheet.addRow(rosterRow(index));
  return Buffer.from(await book.xlsx.writeBuffer());
}
const rosterRow = (index: number) => [
  `M${100_000 + index}`,
  `First${index % 977}`,
  `Surname${index % 1511}`,
  `person${index}@staff.demo.test`,
  '02/05/1994',
  '01/12/2026',
  '01/03/2027',
  '',
  String(20_000 + ((index * 37) % 50_000)),
  '37.5',
  'permanent',
  'England and Northern Ireland',
  ['Leeds', 'London', 'Bristol'][index % 3]!,
];

/** A table of texts of 30 MB of short strings, each its own: as many strings as its limit allows. */
async function manySharedStrings(): Promise<Buffer> {
  const strings = function* () {
    yield Buffer.from(
      '<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
    );
    let count = 0;
    for (let megabyte = 0; megabyte < 30; megabyte += 1) {
      let xml = '';
      while (xml.length < MB) xml += `<si><t>${(count++).toString(36)}</t></si>`;
      yield Buffer.from(xml);
    }
    yield Buffer.from('</sst>');
  };
  return zipOf([
    ...(await workbookParts()),
    await deflatedPart('xl/sharedStrings.xml', strings()),
    await deflated('xl/worksheets/sheet1.xml', sheetXml([ROSTER_HEADERS])),
  ]);
}

describe.skipIf(!fs.existsSync('/proc/self/clear_refs'))('memory during an upload', () => {
  it(`stays under ${LIMIT_MB} MB above rest whatever the file`, async () => {
    // Once, so that what loads on first use (exceljs, papaparse) is part of rest.
    await measured(Buffer.from(`${ROSTER_HEADERS.join(',')}\r\n${rosterRow(0).join(',')}\r\n`), 'warm.csv');
    await measured(await xlsxWithFiller([ROSTER_HEADERS, rosterRow(0)], []), 'warm.xlsx');
    const csvRows = Array.from({ length: 100_000 }, (_, index) => rosterRow(index).join(','));
    const cases: [string, () => Promise<Buffer> | Buffer][] = [
      ['257 KB XLSX unpacking to 256 MB', () => xlsxWithFiller([ROSTER_HEADERS], repeated(' ', 256))],
      ['1.1 MB XLSX unpacking to 1.1 GB', () => xlsxWithFiller([ROSTER_HEADERS], repeated(' ', 1_100))],
      [
        'XLSX saying 90 MB, unpacking to 1 GB',
        () => xlsxWithFiller([ROSTER_HEADERS], repeated('<x/>', 1_024), { uncompressedSize: 90 * MB }),
      ],
      ['XLSX with 30 MB of short shared strings, each its own', manySharedStrings],
      ['XLSX with a cell of 12 MB of letters', () => xlsxWithFiller([ROSTER_HEADERS], letters(12))],
      ['largest roster XLSX (100,000 rows)', largestXlsx],
      [
        'largest roster CSV (100,000 rows)',
        () => Buffer.from([ROSTER_HEADERS.join(','), ...csvRows].join('\r\n')),
      ],
      ['20 MB CSV of commas', () => Buffer.alloc(20 * MB - 1024, ',')],
      [
        '20 MB CSV, one unclosed quote',
        () => Buffer.from(`${ROSTER_HEADERS.join(',')}\r\n"${'a'.repeat(20 * MB - 2048)}`),
      ],
    ];
    const figures: Record<
      string,
      { status: number; aboveRest: number; restMb: number; message: string | null }
    > = {};
    for (const [name, make] of cases) {
      const content = await make();
      figures[name] = await measured(content, name.includes('CSV') ? 'roster.csv' : 'roster.xlsx');
    }
    console.warn(
      `Peak memory above rest during each upload (MB):\n${Object.entries(figures)
        .map(
          ([name, { status, aboveRest, restMb, message }]) =>
            `  ${name}: +${aboveRest} (rest ${restMb}), answered ${status}${message ? `: ${message}` : ''}`,
        )
        .join('\n')}`,
    );
    for (const [name, { aboveRest }] of Object.entries(figures)) {
      expect({ name, aboveRest }).toEqual({ name, aboveRest: expect.any(Number) });
      expect(aboveRest, name).toBeLessThan(LIMIT_MB);
    }
    expect(figures['largest roster XLSX (100,000 rows)']!.status).toBe(202);
    expect(figures['largest roster CSV (100,000 rows)']!.status).toBe(202);
    expect(
      Object.entries(figures)
        .filter(([name]) => !name.startsWith('largest'))
        .map(([name, { status }]) => [name, status]),
    ).toEqual(cases.filter(([name]) => !name.startsWith('largest')).map(([name]) => [name, 400]));
  }, 600_000);
});
