import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { schemes, users } from '../../db/schema/index.ts';
import { userNameOrEmailMatches } from '../../lib/sql-search.ts';

export interface SchemeYear {
  year: number;
  isCurrent: boolean;
  startsOn: string;
  endsOn: string;
}

/** The tenant's scheme years, newest first. */
export async function listSchemeYears(db: Database, clientId: string): Promise<SchemeYear[]> {
  return db
    .select({
      year: schemes.year,
      isCurrent: schemes.isCurrent,
      startsOn: schemes.startsOn,
      endsOn: schemes.endsOn,
    })
    .from(schemes)
    .where(eq(schemes.clientId, clientId))
    .orderBy(desc(schemes.year));
}

export async function hasSchemeYear(db: Database, clientId: string, year: number): Promise<boolean> {
  const [row] = await db
    .select({ year: schemes.year })
    .from(schemes)
    .where(and(eq(schemes.clientId, clientId), eq(schemes.year, year)))
    .limit(1);
  return row !== undefined;
}

export interface MasqueradeTarget {
  id: string;
  firstName: string;
  surname: string;
  email: string;
  userType: 'employee' | 'employer';
}

const targetColumns = {
  id: users.id,
  firstName: users.firstName,
  surname: users.surname,
  email: users.email,
  userType: sql<'employee' | 'employer'>`${users.userType}`,
};
const isTenantPerson = (clientId: string) =>
  and(eq(users.clientId, clientId), inArray(users.userType, ['employee', 'employer']));

/** An employer or employee of the tenant, by id or by e-mail. */
export async function findTarget(
  db: Database,
  clientId: string,
  by: { id: string } | { email: string },
): Promise<MasqueradeTarget | null> {
  const match = 'id' in by ? eq(users.id, by.id) : eq(users.email, by.email);
  const [row] = await db
    .select(targetColumns)
    .from(users)
    .where(and(isTenantPerson(clientId), match))
    .limit(1);
  return row ?? null;
}

/** The tenant's employers and employees whose name or e-mail contains `search` (any case), by name. */
export async function searchTargets(
  db: Database,
  clientId: string,
  search: string,
  limit: number,
): Promise<MasqueradeTarget[]> {
  const matches = userNameOrEmailMatches(search);
  return db
    .select(targetColumns)
    .from(users)
    .where(and(isTenantPerson(clientId), matches))
    .orderBy(asc(users.surname), asc(users.firstName), asc(users.email))
    .limit(limit);
}

/** A platform administrator by e-mail (the admin CLI names who asks). */
export async function findPlatformAdminByEmail(
  db: Database,
  email: string,
): Promise<{ id: string; firstName: string; surname: string } | null> {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, surname: users.surname })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.clientId), eq(users.userType, 'admin')))
    .limit(1);
  return row ?? null;
}
