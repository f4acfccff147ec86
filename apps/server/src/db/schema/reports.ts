/**
 * Report files built in the background (issue 20: large reports are built by a pg-boss job with progress the
 * page polls): the request, its progress, and the finished file kept in chunks of about a megabyte, so that
 * neither the build nor the download holds a whole file in memory. A build is kept a day.
 */
import type { PayrollLayout, ReportFormat } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './columns.ts';
import { tenantColumns } from './tenant-columns.ts';
import { users } from './users.ts';
import { userReferenceIndex } from './user-references.ts';

export const reportBuildStatuses = ['building', 'ready', 'failed'] as const;
export type ReportBuildStatus = (typeof reportBuildStatuses)[number];

export const reportBuilds = pgTable(
  'report_builds',
  {
    ...tenantColumns(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The reports in the file: one gives that report's file, several a ZIP of them. */
    reportIds: text('report_ids').array().notNull(),
    format: text('format').$type<ReportFormat>().notNull(),
    /** The payroll report's layout: `standard` (docs/reports.md) or a named payroll package's. */
    layout: text('layout').$type<PayrollLayout>().notNull(),
    status: text('status').$type<ReportBuildStatus>().notNull(),
    /** People written so far, of those the payroll runs counted (an estimate the page shows as progress). */
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    failure: text('failure'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('report_builds_client_created').on(t.clientId, t.createdAt),
    userReferenceIndex('report_builds_requested_by', t.requestedBy),
    check('report_builds_status_valid', sql`${t.status} in ('building', 'ready', 'failed')`),
  ],
);

export const reportBuildChunks = pgTable(
  'report_build_chunks',
  {
    buildId: uuid('build_id')
      .notNull()
      .references(() => reportBuilds.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [primaryKey({ name: 'report_build_chunks_pk', columns: [t.buildId, t.seq] })],
);
