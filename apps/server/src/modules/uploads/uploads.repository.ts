/** Roster uploads and their rows; the roster read for one batch of a file's rows at a time. */
import { gunzipSync } from 'node:zlib';
import type { IsoDate, RosterChange } from '@portal/benefits';
import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  benefits,
  employeeRecords,
  rosterUploadFiles,
  rosterUploadRows,
  rosterUploads,
  users,
  selections,
  type RosterRowOutcome,
  type StoredImpact,
  type StoredRowProblem,
} from '../../db/schema/index.ts';

/** The roster's people with these employee numbers, with their HR records. */
export function rosterByNumber(db: Database, clientId: string, numbers: readonly string[]) {
  if (numbers.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: users.id,
      employeeNumber: users.employeeNumber,
      employmentStatus: users.employmentStatus,
      firstName: users.firstName,
      surname: users.surname,
      email: users.email,
      dateOfBirth: users.dateOfBirth,
      startDate: employeeRecords.startDate,
      probationEndDate: employeeRecords.probationEndDate,
      leaveDate: employeeRecords.leaveDate,
      salaryPence: employeeRecords.salaryPence,
      weeklyHours: employeeRecords.weeklyHours,
      contractType: employeeRecords.contractType,
      taxRegion: employeeRecords.taxRegion,
      location: employeeRecords.location,
    })
    .from(users)
    .leftJoin(employeeRecords, eq(employeeRecords.userId, users.id))
    .where(and(eq(users.clientId, clientId), inArray(users.employeeNumber, [...numbers])));
}
export type RosterPerson = Awaited<ReturnType<typeof rosterByNumber>>[number];

/** Who of the tenant already has each of these e-mails (their employee number, to tell them apart). */
export function emailHolders(db: Database, clientId: string, emails: readonly string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .select({ email: users.email, employeeNumber: users.employeeNumber })
    .from(users)
    .where(and(eq(users.clientId, clientId), inArray(users.email, [...emails])));
}

/** These people's selections that hold or wait for a benefit today, with the benefit's name. */
export function liveSelections(db: Database, clientId: string, userIds: readonly string[], today: IsoDate) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: selections.userId,
      benefitId: selections.benefitId,
      benefitName: benefits.name,
      status: selections.status,
    })
    .from(selections)
    .innerJoin(benefits, eq(benefits.id, selections.benefitId))
    .where(
      and(
        eq(selections.clientId, clientId),
        inArray(selections.userId, [...userIds]),
        isNull(selections.supersededAt),
        inArray(selections.status, ['pending', 'approved']),
        or(isNull(selections.endDate), gt(selections.endDate, today)),
      ),
    );
}

export interface StagedRow {
  rowNumber: number;
  employeeNumber: string | null;
  outcome: RosterRowOutcome;
  record: unknown;
  problems: StoredRowProblem[];
  userId: string | null;
  changes: RosterChange[] | null;
  impact: StoredImpact | null;
}

/** A new upload with its file, kept until the check has read it. */
export async function insertUpload(db: Database, upload: typeof rosterUploads.$inferInsert, content: Buffer) {
  const [made] = await db.insert(rosterUploads).values(upload).returning();
  await db.insert(rosterUploadFiles).values({ uploadId: made!.id, content });
  return made!;
}

/** An upload being checked, with its file (the JSON of its rows); null once it is no longer being checked. */
export async function uploadToCheck(db: Database, uploadId: string) {
  const [row] = await db
    .select({ clientId: rosterUploads.clientId, content: rosterUploadFiles.content })
    .from(rosterUploads)
    .innerJoin(rosterUploadFiles, eq(rosterUploadFiles.uploadId, rosterUploads.id))
    .where(and(eq(rosterUploads.id, uploadId), eq(rosterUploads.status, 'checking')));
  if (!row) return null;
  // Kept gzipped (roster-file.ts); an upload taken before that was kept as the JSON itself.
  const gzipped = row.content[0] === 0x1f && row.content[1] === 0x8b;
  return { ...row, content: gzipped ? gunzipSync(row.content) : row.content };
}

/** Forgets the rows an earlier attempt of the check kept. */
export async function clearCheckedRows(db: Database, uploadId: string) {
  await db.delete(rosterUploadRows).where(eq(rosterUploadRows.uploadId, uploadId));
  await db.update(rosterUploads).set({ rowsChecked: 0 }).where(eq(rosterUploads.id, uploadId));
}

/** Keeps one checked batch and moves the progress on, together; false once the upload is no longer checked. */
export function keepCheckedBatch(db: Database, uploadId: string, rows: readonly StagedRow[]) {
  return db.transaction(async (tx) => {
    const [counted] = await tx
      .update(rosterUploads)
      .set({ rowsChecked: sql`${rosterUploads.rowsChecked} + ${rows.length}` })
      .where(and(eq(rosterUploads.id, uploadId), eq(rosterUploads.status, 'checking')))
      .returning({ id: rosterUploads.id });
    // Discarded meanwhile: nothing more is kept, and the check stops.
    if (!counted) return false;
    await tx.insert(rosterUploadRows).values(rows.map((row) => ({ ...row, uploadId })));
    return true;
  });
}

type Tally = Pick<
  typeof rosterUploads.$inferInsert,
  'rowsInvalid' | 'newCount' | 'changedCount' | 'leavingCount' | 'unchangedCount' | 'impactedCount'
>;

/** Ends a check: the upload waits in preview with its counts (unless it was discarded meanwhile). */
export async function endCheck(
  db: Database,
  uploadId: string,
  outcome: Tally | { failure: string },
  at: Date,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(rosterUploads)
      .set({ ...outcome, status: 'failure' in outcome ? 'failed' : 'preview', updatedAt: at })
      .where(and(eq(rosterUploads.id, uploadId), eq(rosterUploads.status, 'checking')));
    await tx.delete(rosterUploadFiles).where(eq(rosterUploadFiles.uploadId, uploadId));
  });
}

export async function findUpload(db: Database, clientId: string, uploadId: string) {
  const [row] = await db
    .select()
    .from(rosterUploads)
    .where(and(eq(rosterUploads.clientId, clientId), eq(rosterUploads.id, uploadId)));
  return row ?? null;
}

/** Marks an upload being checked or in preview discarded; null when it was neither. */
export async function discardUpload(db: Database, clientId: string, uploadId: string, at: Date) {
  const [row] = await db
    .update(rosterUploads)
    .set({ status: 'discarded', decidedAt: at, updatedAt: at })
    .where(
      and(
        eq(rosterUploads.clientId, clientId),
        eq(rosterUploads.id, uploadId),
        inArray(rosterUploads.status, ['checking', 'preview']),
      ),
    )
    .returning();
  // A file still waiting for its check goes with it (the check will not start).
  if (row) await db.delete(rosterUploadFiles).where(eq(rosterUploadFiles.uploadId, uploadId));
  return row ?? null;
}

/** One window of an upload's rows with problems, by row. */
export function invalidRows(db: Database, uploadId: string, window: { limit: number; offset: number }) {
  return db
    .select({
      rowNumber: rosterUploadRows.rowNumber,
      employeeNumber: rosterUploadRows.employeeNumber,
      problems: rosterUploadRows.problems,
    })
    .from(rosterUploadRows)
    .where(and(eq(rosterUploadRows.uploadId, uploadId), eq(rosterUploadRows.outcome, 'invalid')))
    .orderBy(asc(rosterUploadRows.rowNumber))
    .limit(window.limit)
    .offset(window.offset);
}

/** One window of an upload's rows of one outcome, or of those with an eligibility impact, by row. */
export function rowsOfUpload(
  db: Database,
  uploadId: string,
  which: { outcome: RosterRowOutcome } | 'impacted',
  window: { limit: number; offset: number },
) {
  return db
    .select({
      rowNumber: rosterUploadRows.rowNumber,
      employeeNumber: rosterUploadRows.employeeNumber,
      outcome: rosterUploadRows.outcome,
      record: rosterUploadRows.record,
      changes: rosterUploadRows.changes,
      impact: rosterUploadRows.impact,
    })
    .from(rosterUploadRows)
    .where(
      and(
        eq(rosterUploadRows.uploadId, uploadId),
        which === 'impacted'
          ? isNotNull(rosterUploadRows.impact)
          : eq(rosterUploadRows.outcome, which.outcome),
      ),
    )
    .orderBy(asc(rosterUploadRows.rowNumber))
    .limit(window.limit)
    .offset(window.offset);
}
