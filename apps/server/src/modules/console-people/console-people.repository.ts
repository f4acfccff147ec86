/** The people the console lists: platform administrators (no client) and a client's employer users. */
import type { EmployerPermission } from '@portal/contracts';
import { and, asc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

const columns = {
  id: users.id,
  firstName: users.firstName,
  surname: users.surname,
  email: users.email,
  permissions: users.permissions,
  activatedAt: users.activatedAt,
  totpEnabledAt: users.totpEnabledAt,
};

const isAdministrator = and(eq(users.userType, 'admin'), isNull(users.clientId));

/** The administrators, each with their last own sign-in (a session begun, not a masquerade of theirs). */
export function administrators(db: Database) {
  const lastSignIns = db
    .select({ userId: sessions.userId, at: max(sessions.createdAt).as('last_sign_in_at') })
    .from(sessions)
    .where(isNull(sessions.masqueradeAdminId))
    .groupBy(sessions.userId)
    .as('last_sign_ins');
  return db
    .select({ ...columns, lastSignInAt: sql<Date | null>`${lastSignIns.at}`.mapWith(sessions.createdAt) })
    .from(users)
    .leftJoin(lastSignIns, eq(lastSignIns.userId, users.id))
    .where(isAdministrator)
    .orderBy(asc(users.email));
}

/**
 * Every administrator's row, locked to the end of the transaction: removals run one at a time, so two at once
 * can never remove the last two.
 */
export function lockAdministrators(db: Database) {
  return db.select(columns).from(users).where(isAdministrator).orderBy(asc(users.id)).for('update');
}

const employerOf = (clientId: string) => and(eq(users.clientId, clientId), eq(users.userType, 'employer'));

export function employers(db: Database, clientId: string) {
  return db.select(columns).from(users).where(employerOf(clientId)).orderBy(asc(users.email));
}

export async function employer(db: Database, clientId: string, userId: string) {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(employerOf(clientId), eq(users.id, userId)))
    .for('update');
  return row ?? null;
}

/** A new person (an administrator when `clientId` is null), with the columns the console presents. */
export async function insertPerson(
  db: Database,
  person: {
    clientId: string | null;
    userType: 'admin' | 'employer';
    firstName: string;
    surname: string;
    email: string;
    dateOfBirth: string;
    permissions: EmployerPermission[];
    at: Date;
  },
) {
  const { at, permissions, ...rest } = person;
  const [row] = await db
    .insert(users)
    .values({ ...rest, permissions, createdAt: at })
    .returning(columns);
  return row!;
}

/** Deletes the person; answers the ids of the sessions that went with their row, for every process to forget. */
export async function deletePerson(db: Database, userId: string): Promise<string[]> {
  const theirs = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  await db.delete(users).where(eq(users.id, userId));
  return theirs.map((session) => session.id);
}
