/**
 * A spreadsheet someone uploads, read into rows of text cells: XLSX (a ZIP, read by exceljs) or CSV (papaparse),
 * told apart by the file's first bytes, never by its name. Anything else (an executable, a PDF, an image) is
 * refused. A formula cell reads as its formula (`=...`), so that the caller can refuse it rather than trust the
 * value the sender's spreadsheet last computed.
 */
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

export type SpreadsheetKind = 'xlsx' | 'csv';

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** What the content is: XLSX, CSV (text without NUL bytes), or null. */
export function spreadsheetKindOf(content: Buffer): SpreadsheetKind | null {
  if (ZIP.every((byte, index) => content[index] === byte)) return 'xlsx';
  const head = content.subarray(0, 8_192);
  if (head.length === 0 || head.includes(0)) return null;
  return 'csv';
}

/** The text of a CSV: UTF-8 (with or without a byte-order mark), or Windows-1252 as Excel's plain CSV writes. */
function textOf(content: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(content);
  }
}

function ukDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return ukDate(value);
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) {
      const formula = 'formula' in value ? value.formula : value.sharedFormula;
      return `=${formula}`;
    }
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text);
    if ('error' in value) return String(value.error);
  }
  return String(value);
}

/** The first sheet's (or the CSV's) rows, each a list of cell texts; blank rows left out. */
export async function readSpreadsheet(content: Buffer, kind: SpreadsheetKind): Promise<string[][]> {
  if (kind === 'csv') {
    const parsed = Papa.parse<string[]>(textOf(content), { skipEmptyLines: 'greedy' });
    return parsed.data;
  }
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1)
      cells.push(cellText(row.getCell(column).value));
    if (cells.some((cell) => cell.trim() !== '')) rows.push(cells);
  });
  return rows;
}
