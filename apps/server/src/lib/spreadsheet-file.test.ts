import { describe, expect, it } from 'vitest';
import { xlsxOf } from '../../test/zip-writer.ts';
import { FileRefusal, readSpreadsheet, spreadsheetKindOf, type SpreadsheetKind } from './spreadsheet-file.ts';

const LIMITS = { maxRows: 1_000, maxColumns: 100 };

async function rowsOf(content: Buffer, kind: SpreadsheetKind, limits = LIMITS) {
  const rows: string[][] = [];
  const read = await readSpreadsheet(content, kind, limits, (cells) => rows.push(cells));
  return { ...read, rows };
}

describe('an uploaded spreadsheet', () => {
  it('is told apart by its first bytes, not its name', () => {
    expect(spreadsheetKindOf(Buffer.from('PK\u0003\u0004rest'))).toBe('xlsx');
    expect(spreadsheetKindOf(Buffer.from('Employee number,First name\r\n'))).toBe('csv');
    expect(spreadsheetKindOf(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(10, 0)]))).toBeNull();
    expect(spreadsheetKindOf(Buffer.alloc(0))).toBeNull();
  });

  it('reads CSV in UTF-8 with a byte-order mark, or in the Windows-1252 that Excel writes', async () => {
    const utf8 = Buffer.from('\uFEFFSurname,Location\r\nNúñez,Leeds\r\n\r\n');
    expect((await rowsOf(utf8, 'csv')).rows).toEqual([
      ['Surname', 'Location'],
      ['Núñez', 'Leeds'],
    ]);
    const windows1252 = Buffer.from([0x4e, 0xfa, 0xf1, 0x65, 0x7a, 0x0d, 0x0a]);
    expect((await rowsOf(windows1252, 'csv')).rows).toEqual([['Núñez']]);
  });

  it('reads the first sheet of an XLSX a row at a time, blank rows left out', async () => {
    const xlsx = await xlsxOf([['Surname', 'Location'], ['Núñez', 'Leeds'], [], ['Ng', '']]);
    expect(await rowsOf(xlsx, 'xlsx')).toEqual({
      rows: [
        ['Surname', 'Location'],
        ['Núñez', 'Leeds'],
        ['Ng', ''],
      ],
      more: false,
    });
  });

  it('stops at the row limit and keeps only the first columns of a row, in CSV and XLSX alike', async () => {
    const rows = Array.from({ length: 6 }, (_, row) =>
      Array.from({ length: 8 }, (_, cell) => `${row}.${cell}`),
    );
    const limits = { maxRows: 4, maxColumns: 3 };
    for (const [kind, content] of [
      ['csv', Buffer.from(rows.map((row) => row.join(',')).join('\n'))],
      ['xlsx', await xlsxOf(rows)],
    ] as const) {
      const read = await rowsOf(content, kind, limits);
      expect(read, kind).toEqual({ rows: rows.slice(0, 4).map((row) => row.slice(0, 3)), more: true });
    }
  });
});

describe('a CSV the parser cannot read cleanly (issue 32)', () => {
  const refusal = async (content: Buffer) => {
    const error = await rowsOf(content, 'csv').then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(FileRefusal);
    return (error as Error).message;
  };

  it('is refused at a quote that never closes, naming its line, instead of swallowing the rows after it', async () => {
    const text = 'Employee number,First name\r\nA1,Ann\r\nA2,"Bo\r\nA3,Cy\r\nA4,Di\r\n';
    expect(await refusal(Buffer.from(text))).toBe(
      'Line 3 of the file opens a quoted value that is never closed, so the rows after it could not be read: close the quote (or remove it) and upload the file again',
    );
  });

  it('is refused at a quote inside a quoted value, naming its line', async () => {
    const content = Buffer.from('Surname,Location\r\nNg,Leeds\r\n"O"Hara",York\r\n');
    expect(await refusal(content)).toMatch(/^Line 3 of the file has a quote inside a quoted value/);
  });

  it('is refused when a line has more fields than any sheet, before it is split into them', async () => {
    const content = Buffer.concat([Buffer.from('Surname,Location\n'), Buffer.alloc(5 * 1024 * 1024, ',')]);
    expect(await refusal(content)).toMatch(/^Line 2 of the file has more than 1,000 columns/);
  });
});
