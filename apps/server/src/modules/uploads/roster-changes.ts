/**
 * Confirming and undoing a roster upload: the preview's rows applied to the roster in one transaction (each
 * changed person's state kept first), and, for the latest confirmed upload, the roster put back as it was.
 */
import { ukDateOf, type RosterRecord } from '@portal/benefits';
import {
  UNDO_NOT_LATEST_MESSAGE,
  UNDO_TOO_LATE_MESSAGE,
  UPLOAD_HAS_PROBLEMS_MESSAGE,
  UPLOAD_ROSTER_CHANGED_MESSAGE,
  type ConfirmRosterUpload,
} from '@portal/contracts';
import { and, asc, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  employeeRecords,
  rosterUploadRows,
  rosterUploads,
  selections,
  users,
  type RosterRowOutcome,
} from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { isUniqueViolation, NO_SUCH_UPLOAD, UPLOAD_NOT_IN_PREVIEW } from './upload-errors.ts';
import { findUpload } from './uploads.repository.ts';

const BATCH = 1_000;

interface BeforeImage {
  user: Pick<
    typeof users.$inferSelect,
    'firstName' | 'surname' | 'email' | 'dateOfBirth' | 'employmentStatus'
  >;
  record: ReturnType<typeof recordColumns> | null;
}

const statusOn = (record: RosterRecord, today: string) =>
  record.leaveDate !== null && record.leaveDate <= today ? ('left' as const) : ('active' as const);

const recordColumns = (
  record: Omit<RosterRecord, 'employeeNumber' | 'firstName' | 'surname' | 'email' | 'dateOfBirth'>,
) => ({
  startDate: record.startDate,
  probationEndDate: record.probationEndDate,
  leaveDate: record.leaveDate,
  salaryPence: record.salaryPence,
  weeklyHours: record.weeklyHours,
  contractType: record.contractType,
  taxRegion: record.taxRegion,
  location: record.location,
});

async function rowsWith(db: Database, uploadId: string, outcomes: RosterRowOutcome[], afterRow: number) {
  return db
    .select()
    .from(rosterUploadRows)
    .where(
      and(
        eq(rosterUploadRows.uploadId, uploadId),
        inArray(rosterUploadRows.outcome, outcomes),
        gt(rosterUploadRows.rowNumber, afterRow),
      ),
    )
    .orderBy(asc(rosterUploadRows.rowNumber))
    .limit(BATCH);
}

/** Each batch of an upload's rows of these outcomes, in row order. */
async function* batchesOf(db: Database, uploadId: string, outcomes: RosterRowOutcome[]) {
  let after = 0;
  for (;;) {
    const rows = await rowsWith(db, uploadId, outcomes, after);
    if (rows.length === 0) return;
    yield rows;
    after = rows.at(-1)!.rowNumber;
  }
}

async function addPeople(
  tx: Database,
  clientId: string,
  rows: (typeof rosterUploadRows.$inferSelect)[],
  today: string,
) {
  const records = rows.map((row) => row.record as RosterRecord);
  const made = await tx
    .insert(users)
    .values(
      records.map((record) => ({
        clientId,
        email: record.email,
        firstName: record.firstName,
        surname: record.surname,
        employeeNumber: record.employeeNumber,
        dateOfBirth: record.dateOfBirth,
        userType: 'employee' as const,
        employmentStatus: statusOn(record, today),
      })),
    )
    .returning({ id: users.id });
  await tx
    .insert(employeeRecords)
    .values(
      records.map((record, index) => ({ userId: made[index]!.id, clientId, ...recordColumns(record) })),
    );
  for (const [index, row] of rows.entries()) {
    await tx.update(rosterUploadRows).set({ userId: made[index]!.id }).where(eq(rosterUploadRows.id, row.id));
  }
  return made.map((person, index) => ({
    id: person.id,
    email: records[index]!.email,
    firstName: records[index]!.firstName,
  }));
}

async function changePeople(
  tx: Database,
  clientId: string,
  rows: (typeof rosterUploadRows.$inferSelect)[],
  today: string,
) {
  const ids = rows.map((row) => row.userId!).filter(Boolean);
  const current = await tx
    .select({ user: users, record: employeeRecords })
    .from(users)
    .leftJoin(employeeRecords, eq(employeeRecords.userId, users.id))
    .where(and(eq(users.clientId, clientId), inArray(users.id, ids)));
  const byId = new Map(current.map((person) => [person.user.id, person]));
  for (const row of rows) {
    const person = row.userId ? byId.get(row.userId) : undefined;
    // Gone since the preview (or renumbered): what the employer saw is no longer what would happen.
    if (!person) throw new HttpError(409, UPLOAD_ROSTER_CHANGED_MESSAGE);
    const record = row.record as RosterRecord;
    const kept = person.record && recordColumns(person.record);
    const before: BeforeImage = {
      user: {
        firstName: person.user.firstName,
        surname: person.user.surname,
        email: person.user.email,
        dateOfBirth: person.user.dateOfBirth,
        employmentStatus: person.user.employmentStatus,
      },
      record: kept,
    };
    await tx.update(rosterUploadRows).set({ before }).where(eq(rosterUploadRows.id, row.id));
    await tx
      .update(users)
      .set({
        firstName: record.firstName,
        surname: record.surname,
        email: record.email,
        dateOfBirth: record.dateOfBirth,
        employmentStatus: statusOn(record, today),
      })
      .where(and(eq(users.clientId, clientId), eq(users.id, person.user.id)));
    await tx
      .insert(employeeRecords)
      .values({ userId: person.user.id, clientId, ...recordColumns(record) })
      .onConflictDoUpdate({
        target: employeeRecords.userId,
        set: { ...recordColumns(record), updatedAt: new Date() },
      });
  }
  return ids;
}

export interface Confirmed {
  added: { id: string; email: string; firstName: string }[];
  changed: string[];
}

/** Applies an upload in preview, all of it in one transaction; who was added and who changed. */
export async function confirmUpload(
  db: Database,
  clock: Clock,
  clientId: string,
  uploadId: string,
  request: ConfirmRosterUpload,
): Promise<Confirmed> {
  const upload = await findUpload(db, clientId, uploadId);
  if (!upload) throw new HttpError(404, NO_SUCH_UPLOAD);
  if (upload.status !== 'preview') throw new HttpError(409, UPLOAD_NOT_IN_PREVIEW);
  if (upload.rowsInvalid > 0 && !request.validRowsOnly) throw new HttpError(409, UPLOAD_HAS_PROBLEMS_MESSAGE);
  const now = clock();
  const today = ukDateOf(now);
  try {
    return await db.transaction(async (tx) => {
      // Claimed first: a second confirm of the same upload waits here, then finds it no longer in preview.
      const [claimed] = await tx
        .update(rosterUploads)
        .set({ status: 'confirmed', decidedAt: now, updatedAt: now })
        .where(and(eq(rosterUploads.id, uploadId), eq(rosterUploads.status, 'preview')))
        .returning({ id: rosterUploads.id });
      if (!claimed) throw new HttpError(409, UPLOAD_NOT_IN_PREVIEW);
      const added: Confirmed['added'] = [];
      for await (const rows of batchesOf(tx, uploadId, ['new']))
        added.push(...(await addPeople(tx, clientId, rows, today)));
      const changed: string[] = [];
      for await (const rows of batchesOf(tx, uploadId, ['changed', 'leaving'])) {
        changed.push(...(await changePeople(tx, clientId, rows, today)));
      }
      return { added, changed };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, UPLOAD_ROSTER_CHANGED_MESSAGE);
    throw error;
  }
}

/**
 * Undoes the tenant's latest confirmed upload in one transaction: the people it added go (refused once one has
 * activated or chosen a benefit: their account is theirs now), the people it changed get back what they had.
 */
export async function undoUpload(
  db: Database,
  clock: Clock,
  clientId: string,
  uploadId: string,
): Promise<string[]> {
  const upload = await findUpload(db, clientId, uploadId);
  if (!upload) throw new HttpError(404, NO_SUCH_UPLOAD);
  const [latest] = await db
    .select({ id: rosterUploads.id })
    .from(rosterUploads)
    .where(
      and(
        eq(rosterUploads.clientId, clientId),
        isNotNull(rosterUploads.decidedAt),
        eq(rosterUploads.status, 'confirmed'),
      ),
    )
    .orderBy(desc(rosterUploads.decidedAt))
    .limit(1);
  if (upload.status !== 'confirmed' || latest?.id !== uploadId)
    throw new HttpError(409, UNDO_NOT_LATEST_MESSAGE);
  const now = clock();
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(rosterUploads)
      .set({ status: 'undone', updatedAt: now })
      .where(and(eq(rosterUploads.id, uploadId), eq(rosterUploads.status, 'confirmed')))
      .returning({ id: rosterUploads.id });
    if (!claimed) throw new HttpError(409, UNDO_NOT_LATEST_MESSAGE);
    const touched: string[] = [];
    for await (const rows of batchesOf(tx, uploadId, ['new'])) {
      const ids = rows.map((row) => row.userId).filter((id): id is string => id !== null);
      const [used] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(
          and(
            inArray(users.id, ids),
            sql`(${users.activatedAt} is not null or exists (select 1 from ${selections} where ${selections.userId} = ${users.id}))`,
          ),
        );
      if ((used?.count ?? 0) > 0) throw new HttpError(409, UNDO_TOO_LATE_MESSAGE);
      await tx.delete(users).where(and(eq(users.clientId, clientId), inArray(users.id, ids)));
      touched.push(...ids);
    }
    for await (const rows of batchesOf(tx, uploadId, ['changed', 'leaving'])) {
      for (const row of rows) {
        const before = row.before as BeforeImage | null;
        if (!before || !row.userId) continue;
        await tx
          .update(users)
          .set(before.user)
          .where(and(eq(users.clientId, clientId), eq(users.id, row.userId)));
        if (before.record) {
          await tx
            .update(employeeRecords)
            .set({ ...before.record, updatedAt: now })
            .where(eq(employeeRecords.userId, row.userId));
        } else {
          await tx.delete(employeeRecords).where(eq(employeeRecords.userId, row.userId));
        }
        touched.push(row.userId);
      }
    }
    return touched;
  });
}

/** When the roster last changed by an upload, that upload (it may be undone), and one waiting in preview. */
export async function lastUpload(db: Database, clientId: string) {
  const [[latest], [pending]] = await Promise.all([
    db
      .select({ id: rosterUploads.id, decidedAt: rosterUploads.decidedAt })
      .from(rosterUploads)
      .where(and(eq(rosterUploads.clientId, clientId), eq(rosterUploads.status, 'confirmed')))
      .orderBy(desc(rosterUploads.decidedAt))
      .limit(1),
    db
      .select({ id: rosterUploads.id })
      .from(rosterUploads)
      .where(and(eq(rosterUploads.clientId, clientId), eq(rosterUploads.status, 'preview'))),
  ]);
  return {
    date: latest?.decidedAt?.toISOString() ?? null,
    uploadId: latest?.id ?? null,
    pendingUploadId: pending?.id ?? null,
  };
}
