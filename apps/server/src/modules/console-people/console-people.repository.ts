/** The people the console lists: platform administrators (no client) and a client's employer users. */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

const columns = {
  id: users.id,
  firstName: users.firstName,
  surname: users.surname,
  email: users.email,
  permissions: users.permissions,
  activatedAt: users.activatedAt,
  totpEnabledAt: users.totpEnabledAt,
};

export function administrators(db: Database) {
  return db
    .select(columns)
    .from(users)
    .where(and(eq(users.userType, 'admin'), isNull(users.clientId)))
    .orderBy(asc(users.email));
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
