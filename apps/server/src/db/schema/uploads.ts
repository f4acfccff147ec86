/**
 * Roster uploads (BENEFITS.md, Employer side: Uploads): a file the employer sent, read and checked row by row
 * into `roster_upload_rows` beside the roster, which nothing changes until the employer confirms. One upload
 * per tenant may wait in preview at a time.
 */
import type { RosterChange } from '@portal/benefits';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './columns.ts';
import { tenantColumns } from './tenant-columns.ts';
import { users } from './users.ts';
import { userReferenceIndex } from './user-references.ts';

export const rosterUploadStatuses = [
  'checking',
  'failed',
  'preview',
  'confirmed',
  'discarded',
  'undone',
] as const;
export type RosterUploadStatus = (typeof rosterUploadStatuses)[number];

export const rosterUploads = pgTable(
  'roster_uploads',
  {
    ...tenantColumns(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    status: text('status').$type<RosterUploadStatus>().notNull(),
    rowsTotal: integer('rows_total').notNull(),
    /** Rows checked so far by the background check (all of them once the upload is in preview). */
    rowsChecked: integer('rows_checked').notNull().default(0),
    /** People whose benefits the upload would change (gained, lost, or selections that would end). */
    impactedCount: integer('impacted_count').notNull().default(0),
    /** Why the check failed, in words for the employer. */
    failure: text('failure'),
    rowsInvalid: integer('rows_invalid').notNull(),
    newCount: integer('new_count').notNull(),
    changedCount: integer('changed_count').notNull(),
    leavingCount: integer('leaving_count').notNull(),
    unchangedCount: integer('unchanged_count').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // One upload per tenant is being checked or waits in preview at a time.
    uniqueIndex('roster_uploads_one_open')
      .on(t.clientId)
      .where(sql`${t.status} in ('checking', 'preview')`),
    index('roster_uploads_client_created').on(t.clientId, t.createdAt),
    userReferenceIndex('roster_uploads_uploaded_by', t.uploadedBy),
    check(
      'roster_uploads_status_valid',
      sql`${t.status} in ('checking', 'failed', 'preview', 'confirmed', 'discarded', 'undone')`,
    ),
  ],
);

export const rosterRowOutcomes = ['new', 'changed', 'leaving', 'unchanged', 'invalid'] as const;
export type RosterRowOutcome = (typeof rosterRowOutcomes)[number];

export interface StoredRowProblem {
  column: string;
  value: string;
  message: string;
}

/** Benefits by name, as they were when the file was checked. */
export interface StoredImpact {
  gained: string[];
  lost: string[];
  /** The person's selections that would end: the benefit and the selection's status. */
  ending: { benefitName: string; status: string }[];
}

export const rosterUploadRows = pgTable(
  'roster_upload_rows',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => rosterUploads.id, { onDelete: 'cascade' }),
    /** The row's number in the file, the header being row 1. */
    rowNumber: integer('row_number').notNull(),
    employeeNumber: text('employee_number'),
    outcome: text('outcome').$type<RosterRowOutcome>().notNull(),
    /** The employee's record as the row gives it (packages/benefits, RosterRecord); null for an invalid row. */
    record: jsonb('record'),
    problems: jsonb('problems').$type<StoredRowProblem[]>().notNull().default([]),
    /** The roster's person the row names: found at preview, or created when a new row is confirmed. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The fields a changed or leaving row changes, as the template writes them (packages/benefits). */
    changes: jsonb('changes').$type<RosterChange[]>(),
    /** What the row would do to the person's benefits, when it does anything; null otherwise. */
    impact: jsonb('impact').$type<StoredImpact>(),
    /** The person and HR record as they were just before the upload changed them, for undo. */
    before: jsonb('before'),
  },
  (t) => [
    index('roster_upload_rows_upload').on(t.uploadId, t.outcome, t.rowNumber),
    index('roster_upload_rows_impact')
      .on(t.uploadId, t.rowNumber)
      .where(sql`${t.impact} is not null`),
    userReferenceIndex('roster_upload_rows_user', t.userId),
    check(
      'roster_upload_rows_outcome_valid',
      sql`${t.outcome} in ('new', 'changed', 'leaving', 'unchanged', 'invalid')`,
    ),
  ],
);

/**
 * The file of an upload being checked, as read when it came (its headers and rows as JSON, so the check does not
 * read the spreadsheet again), kept only until the check has gone through its rows.
 */
export const rosterUploadFiles = pgTable('roster_upload_files', {
  uploadId: uuid('upload_id')
    .primaryKey()
    .references(() => rosterUploads.id, { onDelete: 'cascade' }),
  content: bytea('content').notNull(),
});
