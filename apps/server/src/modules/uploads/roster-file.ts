/**
 * An uploaded roster file read into the form the background check reads (roster-checks.ts): the JSON of
 * `{ headers, rows }`, gzipped, written by a worker thread a row at a time as the file is read
 * (lib/spreadsheet-thread.ts),
 * so the rows are never all held as strings and the parsing's memory is capped. Then the headers are checked:
 * a file that is not a roster, that has no rows or too many, is refused with a clear 400.
 */
import { rosterHeaderProblems } from '@portal/benefits';
import {
  ROSTER_UPLOAD_MAX_ROWS,
  UPLOAD_EMPTY_MESSAGE,
  UPLOAD_FILE_TYPE_MESSAGE,
  UPLOAD_TOO_MANY_ROWS_MESSAGE,
} from '@portal/contracts';
import { HttpError } from '../../lib/http-error.ts';
import { FileRefusal, spreadsheetKindOf } from '../../lib/spreadsheet-file.ts';
import { readSheetOffThread } from '../../lib/spreadsheet-thread.ts';

/** The most cells of a row that are read: the template has 13 columns, and an unknown header is refused. */
const MAX_COLUMNS = 100;

function refuseUnlessTemplate(headers: readonly string[]) {
  const { missing, unknown } = rosterHeaderProblems(headers);
  if (missing.length === 0 && unknown.length === 0) return;
  const parts = [
    missing.length > 0 ? `it lacks the columns ${missing.join(', ')}` : '',
    unknown.length > 0 ? `it has columns the template does not: ${unknown.join(', ')}` : '',
  ].filter(Boolean);
  throw new HttpError(400, `The file's headers are not the template's: ${parts.join('; ')}`);
}

/**
 * The file's rows below its headers, as the check reads them, and how many there are; a clear 400 for anything
 * that is not a roster file or could not be read cleanly (the reader's message says what, and where).
 */
export async function rosterFileOf(content: Buffer): Promise<{ rowsTotal: number; stored: Buffer }> {
  const kind = spreadsheetKindOf(content);
  if (!kind) throw new HttpError(400, UPLOAD_FILE_TYPE_MESSAGE);
  const limits = { maxRows: ROSTER_UPLOAD_MAX_ROWS + 1, maxColumns: MAX_COLUMNS };
  const sheet = await readSheetOffThread(content, kind, limits).catch((error: unknown) => {
    throw new HttpError(400, error instanceof FileRefusal ? error.message : UPLOAD_FILE_TYPE_MESSAGE);
  });
  if (sheet.more) throw new HttpError(400, UPLOAD_TOO_MANY_ROWS_MESSAGE);
  refuseUnlessTemplate(sheet.headers);
  if (sheet.rows === 0) throw new HttpError(400, UPLOAD_EMPTY_MESSAGE);
  return { rowsTotal: sheet.rows, stored: sheet.gzippedJson };
}
