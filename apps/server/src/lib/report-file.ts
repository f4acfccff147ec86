/**
 * Spreadsheet downloads (BENEFITS.md, Employer side: reports): rows written as CSV (papaparse) or XLSX (the
 * exceljs streaming writer) while they are read in batches, so a 100,000-row report never sits in memory.
 * Every text cell that a spreadsheet would read as a formula is neutralised.
 */
import { PassThrough, Readable } from 'node:stream';
import Papa from 'papaparse';
import type { ReportFormat } from '@portal/contracts';

export type Cell = string | number | null;

export interface ReportColumn<Row> {
  header: string;
  value(row: Row): Cell;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text that begins like a formula (=, +, -, @, tab, carriage return) gets a leading apostrophe. */
export function neutralise(cell: Cell): Cell {
  return typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell;
}

export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A file to download (sent by download.ts): its name, its type and its bytes as they are written. */
export interface ReportFile {
  fileName: string;
  contentType: string;
  body: Readable;
}

/** `demo-employees-2026-11-25.csv`: the tenant, what the report is and the day it was made. */
export function reportFileName(tenantSlug: string, kind: string, day: string, format: ReportFormat): string {
  return `${tenantSlug}-${kind}-${day}.${format}`;
}

/** The file's bytes as a stream, written as `batches` yields rows. */
export function reportStream<Row>(
  format: ReportFormat,
  sheetName: string,
  columns: readonly ReportColumn<Row>[],
  batches: AsyncIterable<Row[]>,
): Readable {
  const cellsOf = (row: Row) => columns.map((column) => neutralise(column.value(row)));
  return format === 'csv'
    ? csvStream(columns, batches, cellsOf)
    : xlsxStream(sheetName, columns, batches, cellsOf);
}

function csvStream<Row>(
  columns: readonly ReportColumn<Row>[],
  batches: AsyncIterable<Row[]>,
  cellsOf: (row: Row) => Cell[],
): Readable {
  const unparse = (rows: Cell[][]) => `${Papa.unparse(rows, { header: false, newline: '\r\n' })}\r\n`;
  return Readable.from(
    (async function* lines() {
      // The byte-order mark makes Excel read the file as UTF-8 (names with accents).
      yield `\uFEFF${unparse([columns.map((column) => neutralise(column.header))])}`;
      for await (const batch of batches) {
        if (batch.length > 0) yield unparse(batch.map(cellsOf));
      }
    })(),
  );
}

function xlsxStream<Row>(
  sheetName: string,
  columns: readonly ReportColumn<Row>[],
  batches: AsyncIterable<Row[]>,
  cellsOf: (row: Row) => Cell[],
): Readable {
  const output = new PassThrough();
  void (async () => {
    // exceljs is loaded by the first XLSX file, not at start (about 0.2 s of a cold start).
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: false,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(sheetName);
    sheet.addRow(columns.map((column) => column.header)).commit();
    for await (const batch of batches) {
      for (const row of batch) sheet.addRow(cellsOf(row)).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

/** Reads a list in windows of `size` rows until one comes back short. */
export async function* inBatches<Row>(
  read: (window: { limit: number; offset: number }) => Promise<Row[]>,
  size = 2_000,
): AsyncGenerator<Row[]> {
  for (let offset = 0; ; offset += size) {
    const rows = await read({ limit: size, offset });
    yield rows;
    if (rows.length < size) return;
  }
}
