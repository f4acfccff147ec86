/**
 * Roster uploads up to the preview (BENEFITS.md, Employer side: Uploads): the file is read and refused at once
 * if it is not a roster, else kept for the background check (roster-checks.ts) that compares every row with
 * the roster; nothing here changes the roster (roster-changes.ts applies an upload). One upload per tenant is
 * checked or waits in preview at a time. Also the upload as the API answers it, its discard, and the rows with
 * problems as a file to fix.
 */
import {
  lastPage,
  ROSTER_ERRORS_PAGE_SIZE,
  UPLOAD_FILE_TYPE_MESSAGE,
  UPLOAD_IN_PREVIEW_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  type ReportFormat,
  type RosterUpload,
} from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { rosterUploads } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Jobs } from '../../lib/jobs/index.ts';
import {
  inBatches,
  REPORT_CONTENT_TYPES,
  reportStream,
  type ReportColumn,
  type ReportFile,
} from '../../lib/report-file.ts';
import { cleanFileName } from '../../lib/download.ts';
import type { Principal } from '../../plugins/auth.ts';
import { rosterFileOf } from './roster-file.ts';
import { rosterChecks } from './roster-checks-queue.ts';
import { NO_SUCH_UPLOAD, UPLOAD_NOT_IN_PREVIEW } from './upload-errors.ts';
import { discardUpload, findUpload, insertUpload, invalidRows } from './uploads.repository.ts';

export interface UploadedFile {
  fileName: string;
  content: Buffer;
  truncated: boolean;
}

/**
 * Takes a roster file: a file that is not a roster (its type, headers, no rows, too many) is refused at once;
 * otherwise the upload is kept as being checked, with its file, and the check queued in the same transaction.
 */
export async function startRosterUpload(
  db: Database,
  jobs: Jobs,
  clock: Clock,
  principal: Principal,
  file: UploadedFile | null,
): Promise<RosterUpload> {
  if (!file) throw new HttpError(400, UPLOAD_FILE_TYPE_MESSAGE);
  if (file.truncated) throw new HttpError(413, UPLOAD_TOO_LARGE_MESSAGE);
  const read = await rosterFileOf(file.content);
  const now = clock();
  try {
    const upload = await db.transaction(async (tx) => {
      const made = await insertUpload(
        tx,
        {
          clientId: principal.clientId,
          uploadedBy: principal.userId,
          fileName: cleanFileName(file.fileName) || 'roster.csv',
          status: 'checking',
          rowsTotal: read.rowsTotal,
          rowsInvalid: 0,
          newCount: 0,
          changedCount: 0,
          leavingCount: 0,
          unchangedCount: 0,
          createdAt: now,
          updatedAt: now,
        },
        read.stored,
      );
      await jobs.send(rosterChecks, { uploadId: made.id }, { tx });
      return made;
    });
    return present(upload, [], 1);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, UPLOAD_IN_PREVIEW_MESSAGE);
    throw error;
  }
}

function present(
  upload: typeof rosterUploads.$inferSelect,
  errors: RosterUpload['errors'],
  page: number,
): RosterUpload {
  return {
    id: upload.id,
    status: upload.status,
    progress: { checked: upload.rowsChecked, total: upload.rowsTotal },
    failure: upload.failure,
    fileName: upload.fileName,
    uploadedAt: upload.createdAt.toISOString(),
    counts: {
      total: upload.rowsTotal,
      invalid: upload.rowsInvalid,
      new: upload.newCount,
      changed: upload.changedCount,
      leaving: upload.leavingCount,
      unchanged: upload.unchangedCount,
      impacted: upload.impactedCount,
    },
    errors,
    errorsPage: page,
    errorsLastPage: lastPage(upload.rowsInvalid, ROSTER_ERRORS_PAGE_SIZE),
  };
}

/** An upload with one page of its problems (a page holds the problems of up to 100 rows). */
export async function rosterUploadOf(
  db: Database,
  clientId: string,
  uploadId: string,
  page: number,
): Promise<RosterUpload> {
  const upload = await findUpload(db, clientId, uploadId);
  if (!upload) throw new HttpError(404, NO_SUCH_UPLOAD);
  if (upload.status === 'checking') return present(upload, [], page);
  const window = { limit: ROSTER_ERRORS_PAGE_SIZE, offset: (page - 1) * ROSTER_ERRORS_PAGE_SIZE };
  const rows = await invalidRows(db, upload.id, window);
  const errors = rows.flatMap((row) => row.problems.map((problem) => ({ row: row.rowNumber, ...problem })));
  return present(upload, errors, page);
}

export async function discardRosterUpload(
  db: Database,
  clock: Clock,
  clientId: string,
  uploadId: string,
): Promise<RosterUpload> {
  const upload = await findUpload(db, clientId, uploadId);
  if (!upload) throw new HttpError(404, NO_SUCH_UPLOAD);
  const discarded = await discardUpload(db, clientId, uploadId, clock());
  if (!discarded) throw new HttpError(409, UPLOAD_NOT_IN_PREVIEW);
  return rosterUploadOf(db, clientId, uploadId, 1);
}

/** The rows with problems as a file to fix: one line per problem. */
export async function rejectedRowsFile(
  db: Database,
  clientId: string,
  slug: string,
  uploadId: string,
  format: ReportFormat,
): Promise<ReportFile> {
  const upload = await findUpload(db, clientId, uploadId);
  if (!upload) throw new HttpError(404, NO_SUCH_UPLOAD);
  type Line = { row: number; employeeNumber: string; column: string; value: string; message: string };
  const columns: ReportColumn<Line>[] = [
    { header: 'Employee number', value: (line) => line.employeeNumber },
    { header: 'Row', value: (line) => line.row },
    { header: 'Column', value: (line) => line.column },
    { header: 'Value', value: (line) => line.value },
    { header: 'Message', value: (line) => line.message },
  ];
  const lines = async function* () {
    for await (const rows of inBatches((window) => invalidRows(db, uploadId, window), 2_000)) {
      yield rows.flatMap((row) =>
        row.problems.map((problem) => ({
          row: row.rowNumber,
          employeeNumber: row.employeeNumber ?? '',
          ...problem,
        })),
      );
    }
  };
  return {
    fileName: `${slug}-rejected-rows.${format}`,
    contentType: REPORT_CONTENT_TYPES[format],
    body: reportStream(format, 'Rejected rows', columns, lines()),
  };
}
