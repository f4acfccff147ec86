import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

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
