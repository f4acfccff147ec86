/**
 * Confirming and undoing a roster upload: the preview's rows applied to the roster in one transaction (each
 * changed person's state kept first), and, for the latest confirmed upload, the roster put back as it was.
 */
import { ukDateOf } from '@portal/benefits';
import {
  UNDO_NOT_LATEST_MESSAGE,
  UNDO_TOO_LATE_MESSAGE,
  UPLOAD_HAS_PROBLEMS_MESSAGE,
  UPLOAD_ROSTER_CHANGED_MESSAGE,
  type ConfirmRosterUpload,
} from '@portal/contracts';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  rosterUploadRows,
  rosterUploads,
  selections,
  users,
  type RosterRowOutcome,
} from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { rawRows } from '../../lib/raw-query.ts';
import { NO_SUCH_UPLOAD, UPLOAD_NOT_IN_PREVIEW } from './upload-errors.ts';
import { findUpload } from './uploads.repository.ts';

/** The staged rows of an upload with these outcomes, as SQL (their `record` and `before` are jsonb). */
const staged = (uploadId: string, outcomes: readonly RosterRowOutcome[]) =>
  sql`r.upload_id = ${uploadId} and r.outcome in (${sql.join(
    outcomes.map((outcome) => sql`${outcome}`),
    sql`, `,
  )})`;

/** A date of a row's record (text in the jsonb) as a date; null stays null. */
const recordDate = (key: string) => sql.raw(`(r.record->>'${key}')::date`);
/** Left once the leave date has come; active otherwise (the roster's employment status). */
const statusFromRecord = (today: string) =>
  sql`case when ${recordDate('leaveDate')} is not null and ${recordDate('leaveDate')} <= ${today}::date
    then 'left' else 'active' end`;

const recordValues = sql.raw(`(r.record->>'startDate')::date, (r.record->>'probationEndDate')::date,
  (r.record->>'leaveDate')::date, (r.record->>'salaryPence')::int, (r.record->>'weeklyHours')::float8,
  r.record->>'contractType', r.record->>'taxRegion', r.record->>'location'`);
const RECORD_COLUMNS = sql.raw(`start_date, probation_end_date, leave_date, salary_pence, weekly_hours,
  contract_type, tax_region, location`);

async function rowCount(db: Database, query: SQL): Promise<number> {
  const [row] = await rawRows<{ count: number }>(db, query);
  return Number(row?.count ?? 0);
}

/** New rows become employees with their HR records; each row learns its person's id. */
async function addPeople(tx: Database, clientId: string, uploadId: string, today: string) {
  await tx.execute(sql`insert into users (client_id, email, first_name, surname, employee_number, date_of_birth,
      user_type, employment_status)
    select ${clientId}::uuid, r.record->>'email', r.record->>'firstName', r.record->>'surname', r.employee_number,
      ${recordDate('dateOfBirth')}, 'employee', ${statusFromRecord(today)}
    from roster_upload_rows r where ${staged(uploadId, ['new'])}`);
  await tx.execute(sql`update roster_upload_rows r set user_id = u.id from users u
    where ${staged(uploadId, ['new'])} and u.client_id = ${clientId} and u.employee_number = r.employee_number`);
  await tx.execute(sql`insert into employee_records (user_id, client_id, ${RECORD_COLUMNS})
    select r.user_id, ${clientId}::uuid, ${recordValues} from roster_upload_rows r where ${staged(uploadId, ['new'])}`);
}

/**
 * Changed and leaving rows: each person's state is kept in the row first (for undo), then the person and their
 * HR record take the row's values. A person gone since the preview makes the whole upload stale.
 */
async function changePeople(tx: Database, clientId: string, uploadId: string, today: string) {
  const moving = staged(uploadId, ['changed', 'leaving']);
  await tx.execute(sql`update roster_upload_rows r set before = jsonb_build_object(
      'user', jsonb_build_object('firstName', u.first_name, 'surname', u.surname, 'email', u.email,
        'dateOfBirth', u.date_of_birth, 'employmentStatus', u.employment_status),
      'record', case when e.user_id is null then null else jsonb_build_object('startDate', e.start_date,
        'probationEndDate', e.probation_end_date, 'leaveDate', e.leave_date, 'salaryPence', e.salary_pence,
        'weeklyHours', e.weekly_hours, 'contractType', e.contract_type, 'taxRegion', e.tax_region,
        'location', e.location) end)
    from users u left join employee_records e on e.user_id = u.id
    where ${moving} and u.id = r.user_id and u.client_id = ${clientId}`);
  const gone = await rowCount(
    tx,
    sql`select count(*)::int as count from roster_upload_rows r where ${moving} and r.before is null`,
  );
  if (gone > 0) throw new HttpError(409, UPLOAD_ROSTER_CHANGED_MESSAGE);
  await tx.execute(sql`update users u set first_name = r.record->>'firstName', surname = r.record->>'surname',
      email = r.record->>'email', date_of_birth = ${recordDate('dateOfBirth')},
      employment_status = ${statusFromRecord(today)}
    from roster_upload_rows r where ${moving} and u.id = r.user_id and u.client_id = ${clientId}`);
  await tx.execute(sql`insert into employee_records (user_id, client_id, ${RECORD_COLUMNS})
    select r.user_id, ${clientId}::uuid, ${recordValues} from roster_upload_rows r where ${moving}
    on conflict (user_id) do update set start_date = excluded.start_date,
      probation_end_date = excluded.probation_end_date, leave_date = excluded.leave_date,
      salary_pence = excluded.salary_pence, weekly_hours = excluded.weekly_hours,
      contract_type = excluded.contract_type, tax_region = excluded.tax_region, location = excluded.location,
      updated_at = now()`);
}

async function peopleOf(db: Database, uploadId: string, outcomes: readonly RosterRowOutcome[]) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, activatedAt: users.activatedAt })
    .from(rosterUploadRows)
    .innerJoin(users, eq(users.id, rosterUploadRows.userId))
    .where(and(eq(rosterUploadRows.uploadId, uploadId), inArray(rosterUploadRows.outcome, [...outcomes])));
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
    await db.transaction(async (tx) => {
      // Claimed first: a second confirm of the same upload waits here, then finds it no longer in preview.
      const [claimed] = await tx
        .update(rosterUploads)
        .set({ status: 'confirmed', decidedAt: now, updatedAt: now })
        .where(and(eq(rosterUploads.id, uploadId), eq(rosterUploads.status, 'preview')))
        .returning({ id: rosterUploads.id });
      if (!claimed) throw new HttpError(409, UPLOAD_NOT_IN_PREVIEW);
      await addPeople(tx, clientId, uploadId, today);
      await changePeople(tx, clientId, uploadId, today);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, UPLOAD_ROSTER_CHANGED_MESSAGE);
    throw error;
  }
  const [added, changed] = await Promise.all([
    peopleOf(db, uploadId, ['new']),
    peopleOf(db, uploadId, ['changed', 'leaving']),
  ]);
  return {
    added: added.map(({ id, email, firstName }) => ({ id, email, firstName })),
    changed: changed.map((person) => person.id),
  };
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
  const latest = await latestConfirmed(db, clientId);
  if (upload.status !== 'confirmed' || latest?.id !== uploadId)
    throw new HttpError(409, UNDO_NOT_LATEST_MESSAGE);
  const now = clock();
  const touched = (await peopleOf(db, uploadId, ['changed', 'leaving'])).map((person) => person.id);
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(rosterUploads)
      .set({ status: 'undone', updatedAt: now })
      .where(and(eq(rosterUploads.id, uploadId), eq(rosterUploads.status, 'confirmed')))
      .returning({ id: rosterUploads.id });
    if (!claimed) throw new HttpError(409, UNDO_NOT_LATEST_MESSAGE);
    const used = await rowCount(
      tx,
      sql`select count(*)::int as count from roster_upload_rows r join users u on u.id = r.user_id
        where ${staged(uploadId, ['new'])} and (u.activated_at is not null
          or exists (select 1 from ${selections} s where s.user_id = u.id))`,
    );
    if (used > 0) throw new HttpError(409, UNDO_TOO_LATE_MESSAGE);
    await tx.execute(sql`delete from users u using roster_upload_rows r
      where ${staged(uploadId, ['new'])} and u.id = r.user_id and u.client_id = ${clientId}`);
    const restored = staged(uploadId, ['changed', 'leaving']);
    await tx.execute(sql`update users u set first_name = r.before->'user'->>'firstName',
        surname = r.before->'user'->>'surname', email = r.before->'user'->>'email',
        date_of_birth = (r.before->'user'->>'dateOfBirth')::date,
        employment_status = r.before->'user'->>'employmentStatus'
      from roster_upload_rows r where ${restored} and r.before is not null and u.id = r.user_id
        and u.client_id = ${clientId}`);
    await tx.execute(sql`update employee_records e set start_date = (r.before->'record'->>'startDate')::date,
        probation_end_date = (r.before->'record'->>'probationEndDate')::date,
        leave_date = (r.before->'record'->>'leaveDate')::date,
        salary_pence = (r.before->'record'->>'salaryPence')::int,
        weekly_hours = (r.before->'record'->>'weeklyHours')::float8,
        contract_type = r.before->'record'->>'contractType', tax_region = r.before->'record'->>'taxRegion',
        location = r.before->'record'->>'location', updated_at = now()
      from roster_upload_rows r where ${restored} and jsonb_typeof(r.before->'record') = 'object'
        and e.user_id = r.user_id`);
    await tx.execute(sql`delete from employee_records e using roster_upload_rows r
      where ${restored} and jsonb_typeof(r.before->'record') = 'null' and e.user_id = r.user_id`);
  });
  return touched;
}

/** The tenant's latest confirmed upload (the one undo may take back), or undefined. */
async function latestConfirmed(db: Database, clientId: string) {
  const [latest] = await db
    .select({ id: rosterUploads.id, decidedAt: rosterUploads.decidedAt })
    .from(rosterUploads)
    .where(and(eq(rosterUploads.clientId, clientId), eq(rosterUploads.status, 'confirmed')))
    .orderBy(desc(rosterUploads.decidedAt))
    .limit(1);
  return latest;
}

/** When the roster last changed by an upload, that upload (it may be undone), and one waiting in preview. */
export async function lastUpload(db: Database, clientId: string) {
  const [latest, [pending]] = await Promise.all([
    latestConfirmed(db, clientId),
    db
      .select({ id: rosterUploads.id })
      .from(rosterUploads)
      .where(
        and(eq(rosterUploads.clientId, clientId), inArray(rosterUploads.status, ['checking', 'preview'])),
      ),
  ]);
  return {
    date: latest?.decidedAt?.toISOString() ?? null,
    uploadId: latest?.id ?? null,
    pendingUploadId: pending?.id ?? null,
  };
}
