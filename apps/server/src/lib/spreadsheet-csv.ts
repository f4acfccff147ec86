/**
 * A CSV's rows (papaparse), a row at a time. A file the parser could not read cleanly is refused, naming the
 * line where it went wrong: an unclosed quote swallows every row after it into one cell, and a preview built
 * from what was left would silently drop real rows. A line with more fields than any sheet has is refused
 * before it is split, so no row ever becomes a list of millions of cells.
 */
import Papa from 'papaparse';
import { FileRefusal } from './file-refusal.ts';
import type { RowSink, SpreadsheetLimits, SpreadsheetRead } from './spreadsheet-file.ts';

/** More fields on one line than this is not a sheet anyone made. */
export const MAX_CSV_FIELDS = 1_000;

/** The text of a CSV: UTF-8 (with or without a byte-order mark), or Windows-1252 as Excel's plain CSV writes. */
function textOf(content: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(content);
  }
}

const lineAt = (text: string, index: number) => {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line += 1;
  return line;
};

/** The first line with more than MAX_CSV_FIELDS fields (a quoted delimiter counts: it only over-counts). */
function overlongLine(text: string, delimiter: string): number | null {
  const mark = delimiter.charCodeAt(0);
  let fields = 1;
  let line = 1;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code === 10) {
      line += 1;
      fields = 1;
    } else if (code === mark && (fields += 1) > MAX_CSV_FIELDS) {
      return line;
    }
  }
  return null;
}

const QUOTE_PROBLEMS: Record<string, (line: number) => string> = {
  MissingQuotes: (line) =>
    `Line ${line} of the file opens a quoted value that is never closed, so the rows after it could not be read: close the quote (or remove it) and upload the file again`,
  InvalidQuotes: (line) =>
    `Line ${line} of the file has a quote inside a quoted value: write it as two quotes ("") or remove it, and upload the file again`,
};

export function csvRows(
  content: Buffer,
  { maxRows, maxColumns }: SpreadsheetLimits,
  sink: RowSink,
): SpreadsheetRead {
  const text = textOf(content);
  // The delimiter as papaparse guesses it from the first rows; a single column is read with commas.
  const { delimiter } = Papa.parse(text.slice(0, 64 * 1024), { preview: 10 }).meta;
  const overlong = overlongLine(text, delimiter);
  if (overlong !== null) {
    throw new FileRefusal(
      `Line ${overlong} of the file has more than ${MAX_CSV_FIELDS.toLocaleString('en-GB')} columns, which no roster has: check the file's separators and upload it again`,
    );
  }
  let rows = 0;
  let more = false;
  let problem: string | null = null;
  Papa.parse<string[]>(text, {
    delimiter,
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      const error = result.errors.find((candidate) => candidate.type !== 'Delimiter');
      if (error) {
        const line = lineAt(text, error.index ?? result.meta.cursor);
        problem =
          QUOTE_PROBLEMS[error.code]?.(line) ??
          `Line ${line} of the file could not be read as CSV (${error.message}): fix it and upload the file again`;
        parser.abort();
      } else if (rows === maxRows) {
        more = true;
        parser.abort();
      } else {
        rows += 1;
        sink(result.data.slice(0, maxColumns));
      }
    },
  });
  if (problem) throw new FileRefusal(problem);
  return { rows, more };
}
