/** Roster uploads and their rows; the roster read for one batch of a file's rows at a time. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  employeeRecords,
  rosterUploadRows,
  rosterUploads,
  users,
  type RosterRowOutcome,
  type StoredRowProblem,
} from '../../db/schema/index.ts';

/** The roster's people with these employee numbers, with their HR records. */
export function rosterByNumber(db: Database, clientId: string, numbers: readonly string[]) {
  if (numbers.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: users.id,
      employeeNumber: users.employeeNumber,
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

export interface StagedRow {
  rowNumber: number;
  employeeNumber: string | null;
  outcome: RosterRowOutcome;
  record: unknown;
  problems: StoredRowProblem[];
  userId: string | null;
}

export async function insertUpload(
  db: Database,
  upload: typeof rosterUploads.$inferInsert,
  rows: readonly StagedRow[],
) {
  const [made] = await db.insert(rosterUploads).values(upload).returning();
  for (let from = 0; from < rows.length; from += 1_000) {
    await db
      .insert(rosterUploadRows)
      .values(rows.slice(from, from + 1_000).map((row) => ({ ...row, uploadId: made!.id })));
  }
  return made!;
}

export async function findUpload(db: Database, clientId: string, uploadId: string) {
  const [row] = await db
    .select()
    .from(rosterUploads)
    .where(and(eq(rosterUploads.clientId, clientId), eq(rosterUploads.id, uploadId)));
  return row ?? null;
}

/** Marks an upload in preview discarded; null when it was no longer in preview. */
export async function discardUpload(db: Database, clientId: string, uploadId: string, at: Date) {
  const [row] = await db
    .update(rosterUploads)
    .set({ status: 'discarded', decidedAt: at, updatedAt: at })
    .where(
      and(
        eq(rosterUploads.clientId, clientId),
        eq(rosterUploads.id, uploadId),
        eq(rosterUploads.status, 'preview'),
      ),
    )
    .returning();
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
