/**
 * Data uploads (spec section 7, Uploads): the roster template an employer fills in from their HR system (the
 * columns are packages/benefits' ROSTER_COLUMNS).
 */
import { z } from 'zod';
import { reportFormats } from './employees.ts';
import { pagedResponseSchema } from './paging.ts';

export const dataLoadTemplateQuerySchema = z.strictObject({
  format: z.enum(reportFormats).default('csv'),
});

/** The largest roster file, and the most rows one may hold (spec: CSV or XLSX up to 20 MB and 100,000 rows). */
export const ROSTER_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const ROSTER_UPLOAD_MAX_ROWS = 100_000;
/** Row problems per page of an upload's answer. */
export const ROSTER_ERRORS_PAGE_SIZE = 100;

export const UPLOAD_FILE_TYPE_MESSAGE = 'The file must be a CSV or Excel (XLSX) file made from the template';
export const UPLOAD_TOO_LARGE_MESSAGE = 'The file is larger than 20 MB';
export const UPLOAD_TOO_MANY_ROWS_MESSAGE =
  'The file has more than 100,000 rows; split it into smaller files';
export const UPLOAD_EMPTY_MESSAGE = 'The file has no rows below its headers';
export const UPLOAD_IN_PREVIEW_MESSAGE =
  'Another upload is waiting to be confirmed or discarded: finish it before uploading again';

export const rosterUploadParamsSchema = z.object({ uploadId: z.uuid('An upload id is a UUID') });
export const rosterUploadQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

export const rosterRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  value: z.string(),
  message: z.string(),
});
export type RosterRowError = z.infer<typeof rosterRowErrorSchema>;

export const rosterUploadSchema = z
  .object({
    id: z.string(),
    /** checking: its rows are being checked (see progress); failed: the check could not finish (see failure). */
    status: z.enum(['checking', 'failed', 'preview', 'confirmed', 'discarded', 'undone']),
    /** Rows checked so far, of all the rows below the headers. */
    progress: z.object({ checked: z.number().int(), total: z.number().int() }),
    /** Why the check failed, in words for the employer; null otherwise. */
    failure: z.string().nullable(),
    fileName: z.string(),
    uploadedAt: z.string(),
    counts: z.object({
      /** Rows below the headers. */
      total: z.number().int(),
      invalid: z.number().int(),
      new: z.number().int(),
      changed: z.number().int(),
      leaving: z.number().int(),
      unchanged: z.number().int(),
      /** People whose benefits the upload would change (the eligibility-impact variant's list). */
      impacted: z.number().int(),
    }),
    /** One page of the rows' problems, by row. */
    errors: z.array(rosterRowErrorSchema),
    errorsPage: z.number().int(),
    errorsLastPage: z.number().int(),
  })
  .meta({ id: 'RosterUpload' });
export type RosterUpload = z.infer<typeof rosterUploadSchema>;

/** Rows per page of an upload's list of changes and of its eligibility difference. */
export const ROSTER_CHANGES_PAGE_SIZE = 50;

const pageQuery = { page: z.coerce.number().int().min(1).max(1_000_000).default(1) };
const rowIdentity = {
  /** The row's number in the file, the headers being row 1. */
  row: z.number().int(),
  employeeNumber: z.string(),
  name: z.string(),
  outcome: z.enum(['new', 'changed', 'leaving']),
};

export const rosterChangesQuerySchema = z.strictObject({
  outcome: z.enum(['new', 'changed', 'leaving']).default('new'),
  ...pageQuery,
});

export const rosterChangeSchema = z.object({
  ...rowIdentity,
  email: z.string(),
  /** The fields the row changes, as the template writes them; empty for a new employee. */
  changes: z.array(z.object({ column: z.string(), from: z.string(), to: z.string() })),
});
export type RosterChangeRow = z.infer<typeof rosterChangeSchema>;

export const rosterChangesSchema = pagedResponseSchema(rosterChangeSchema).meta({ id: 'RosterChanges' });
export type RosterChanges = z.infer<typeof rosterChangesSchema>;

export const eligibilityDifferenceQuerySchema = z.strictObject(pageQuery);

export const eligibilityDifferenceRowSchema = z.object({
  ...rowIdentity,
  /** Benefits the person could have once the row takes effect and cannot today. */
  gained: z.array(z.string()),
  /** Benefits they could have today and could not then. */
  lost: z.array(z.string()),
  /** Their selections that would end: the benefit and the selection's status. */
  ending: z.array(z.object({ benefitName: z.string(), status: z.string() })),
});
export type EligibilityDifferenceRow = z.infer<typeof eligibilityDifferenceRowSchema>;

export const eligibilityDifferenceSchema = pagedResponseSchema(eligibilityDifferenceRowSchema).meta({
  id: 'EligibilityDifference',
});
export type EligibilityDifference = z.infer<typeof eligibilityDifferenceSchema>;

export const UPLOAD_HAS_PROBLEMS_MESSAGE =
  'Some rows have problems: confirm the valid rows only, or fix the file and upload it again';
export const UPLOAD_ROSTER_CHANGED_MESSAGE =
  'The roster changed since this file was read: upload it again to see what it would change now';
export const UNDO_NOT_LATEST_MESSAGE = 'Only the latest confirmed upload can be undone';
export const UNDO_TOO_LATE_MESSAGE =
  'Someone that upload added has already activated their account, so it can no longer be undone';

export const confirmRosterUploadSchema = z
  .strictObject({
    /** Apply the valid rows and leave the rows with problems out. */
    validRowsOnly: z.boolean().default(false),
    /** E-mail each new starter an activation link once the roster is changed. */
    sendWelcomeEmails: z.boolean().default(false),
  })
  .meta({ id: 'ConfirmRosterUpload' });
export type ConfirmRosterUpload = z.infer<typeof confirmRosterUploadSchema>;

export const rejectedRowsQuerySchema = z.strictObject({
  format: z.enum(reportFormats).default('csv'),
});

export const lastUploadSchema = z
  .object({
    /** When the latest upload was confirmed, or null when none has been. */
    date: z.string().nullable(),
    /** That upload, while it may still be undone. */
    uploadId: z.string().nullable(),
    /** An upload being checked or waiting in preview (to confirm or discard), if there is one. */
    pendingUploadId: z.string().nullable(),
  })
  .meta({ id: 'LastRosterUpload' });
export type LastRosterUpload = z.infer<typeof lastUploadSchema>;
