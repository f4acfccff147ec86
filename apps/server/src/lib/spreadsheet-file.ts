/**
 * A spreadsheet someone uploads, read as rows of text cells handed over one at a time: XLSX (a ZIP, streamed
 * through exceljs after its archive is checked; spreadsheet-xlsx.ts) or CSV (papaparse; spreadsheet-csv.ts),
 * told apart by the file's first bytes, never by its name. Anything else (an executable, a PDF, an image) is
 * refused. Reading stops after `maxRows` rows and hands over at most `maxColumns` cells of each, and nothing
 * here keeps the rows: what is held is bounded whatever the file. A file refused for what it holds throws a
 * FileRefusal whose message is for the person who sent it.
 */
import { csvRows } from './spreadsheet-csv.ts';
import { xlsxRows } from './spreadsheet-xlsx.ts';

export { FileRefusal } from './file-refusal.ts';

export type SpreadsheetKind = 'xlsx' | 'csv';

export interface SpreadsheetLimits {
  /** The most rows to read, headers included. */
  maxRows: number;
  /** The most cells to keep of a row, from its first. */
  maxColumns: number;
}

/** How many rows were handed over (blank rows are left out); `more` when reading stopped at `maxRows`. */
export interface SpreadsheetRead {
  rows: number;
  more: boolean;
}

/** Takes each row of the first sheet (or of the CSV), in order. */
export type RowSink = (cells: string[]) => void;

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** What the content is: XLSX, CSV (text without NUL bytes), or null. */
export function spreadsheetKindOf(content: Buffer): SpreadsheetKind | null {
  if (ZIP.every((byte, index) => content[index] === byte)) return 'xlsx';
  const head = content.subarray(0, 8_192);
  if (head.length === 0 || head.includes(0)) return null;
  return 'csv';
}

export async function readSpreadsheet(
  content: Buffer,
  kind: SpreadsheetKind,
  limits: SpreadsheetLimits,
  sink: RowSink,
): Promise<SpreadsheetRead> {
  return kind === 'csv' ? csvRows(content, limits, sink) : xlsxRows(content, limits, sink);
}
