import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { userNameOrEmailMatches } from '../../lib/sql-search.ts';

/** The tenant's people who count as employees (employees and employers), and how many have activated. */
export async function countRegistration(
  db: Database,
  clientId: string,
): Promise<{ total: number; registered: number }> {
  const [row] = await db
    .select({ total: count(), registered: count(users.activatedAt) })
    .from(users)
    .where(and(eq(users.clientId, clientId), inArray(users.userType, ['employee', 'employer'])));
  return { total: row?.total ?? 0, registered: row?.registered ?? 0 };
}

/** The tenant's employees whose name or e-mail contains `search`, by surname. */
export async function searchEmployees(
  db: Database,
  clientId: string,
  search: string,
  limit: number,
): Promise<{ id: string; firstName: string; surname: string; email: string; activatedAt: Date | null }[]> {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      surname: users.surname,
      email: users.email,
      activatedAt: users.activatedAt,
    })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.userType, 'employee'), userNameOrEmailMatches(search)))
    .orderBy(asc(users.surname), asc(users.firstName), asc(users.email))
    .limit(limit);
}
