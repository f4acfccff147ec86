import { describe, expect, it } from 'vitest';
import { readSpreadsheet, spreadsheetKindOf } from './spreadsheet-file.ts';

describe('an uploaded spreadsheet', () => {
  it('is told apart by its first bytes, not its name', () => {
    expect(spreadsheetKindOf(Buffer.from('PK\u0003\u0004rest'))).toBe('xlsx');
    expect(spreadsheetKindOf(Buffer.from('Employee number,First name\r\n'))).toBe('csv');
    expect(spreadsheetKindOf(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(10, 0)]))).toBeNull();
    expect(spreadsheetKindOf(Buffer.alloc(0))).toBeNull();
  });

  it('reads CSV in UTF-8 with a byte-order mark, or in the Windows-1252 that Excel writes', async () => {
    const utf8 = Buffer.from('\uFEFFSurname,Location\r\nNúñez,Leeds\r\n\r\n');
    expect(await readSpreadsheet(utf8, 'csv')).toEqual([
      ['Surname', 'Location'],
      ['Núñez', 'Leeds'],
    ]);
    const windows1252 = Buffer.from([0x4e, 0xfa, 0xf1, 0x65, 0x7a, 0x0d, 0x0a]);
    expect(await readSpreadsheet(windows1252, 'csv')).toEqual([['Núñez']]);
  });
});
