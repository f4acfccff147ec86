/**
 * The employer's insights, counted by the database (grouped over the indexes on sessions (client, created) and
 * users (client, ...)), never by loading rows. Days are the UK's.
 */
import { and, count, countDistinct, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { addDays, type IsoDate } from '@portal/benefits';
import type { Database } from '../../db/client.ts';
import { employeeRecords, sessions, users } from '../../db/schema/index.ts';

const ukDay = (column: typeof sessions.createdAt | typeof users.activatedAt) =>
  sql<string>`to_char((${column} at time zone 'Europe/London')::date, 'YYYY-MM-DD')`;

/**
 * `column` falls on the UK day `from` or later: a bound the index can use (a day early in UTC, which is never
 * more than an hour from the UK), then the exact UK day.
 */
const onOrAfterUkDay = (column: typeof sessions.createdAt | typeof users.activatedAt, from: IsoDate) =>
  and(
    gte(column, new Date(`${addDays(from, -1)}T00:00:00Z`)),
    sql`(${column} at time zone 'Europe/London')::date >= ${from}::date`,
  );

/** The tenant's own sign-ins (not a masquerade) from the UK day `from`, until `until`. */
const signInsOf = (clientId: string, from: IsoDate, until: Date) =>
  and(
    eq(sessions.clientId, clientId),
    onOrAfterUkDay(sessions.createdAt, from),
    lte(sessions.createdAt, until),
    isNull(sessions.masqueradeAdminId),
  );

export async function activePeople(db: Database, clientId: string, from: IsoDate, until: Date) {
  const [row] = await db
    .select({ people: countDistinct(sessions.userId), signIns: count() })
    .from(sessions)
    .where(signInsOf(clientId, from, until));
  return { people: row?.people ?? 0, signIns: row?.signIns ?? 0 };
}

export function signInsByDevice(db: Database, clientId: string, from: IsoDate, until: Date) {
  return db
    .select({ device: sessions.device, signIns: count() })
    .from(sessions)
    .where(signInsOf(clientId, from, until))
    .groupBy(sessions.device);
}

/** Sign-ins and people per UK day (or per week, Monday first). */
export function signInsByPeriod(
  db: Database,
  clientId: string,
  from: IsoDate,
  until: Date,
  by: 'day' | 'week',
) {
  const day = sql`(${sessions.createdAt} at time zone 'Europe/London')::date`;
  const start =
    by === 'day'
      ? sql<string>`to_char(${day}, 'YYYY-MM-DD')`
      : sql<string>`to_char(date_trunc('week', ${day})::date, 'YYYY-MM-DD')`;
  return db
    .select({ start, signIns: count(), people: countDistinct(sessions.userId) })
    .from(sessions)
    .where(signInsOf(clientId, from, until))
    .groupBy(start)
    .orderBy(start);
}

const roster = (clientId: string) =>
  and(eq(users.clientId, clientId), inArray(users.userType, ['employee', 'employer']));

/** Activations per UK day since `from`, and how many had activated before it. */
export async function activations(db: Database, clientId: string, from: IsoDate) {
  const day = ukDay(users.activatedAt);
  const [byDay, [before]] = await Promise.all([
    db
      .select({ day, activated: count() })
      .from(users)
      .where(and(roster(clientId), onOrAfterUkDay(users.activatedAt, from)))
      .groupBy(day),
    db
      .select({ registered: count() })
      .from(users)
      .where(
        and(
          roster(clientId),
          isNotNull(users.activatedAt),
          sql`(${users.activatedAt} at time zone 'Europe/London')::date < ${from}::date`,
        ),
      ),
  ]);
  return { byDay, registeredBefore: before?.registered ?? 0 };
}

export function registrationByLocation(db: Database, clientId: string) {
  return db
    .select({ location: employeeRecords.location, employees: count(), registered: count(users.activatedAt) })
    .from(users)
    .leftJoin(employeeRecords, eq(employeeRecords.userId, users.id))
    .where(roster(clientId))
    .groupBy(employeeRecords.location)
    .orderBy(employeeRecords.location);
}
