/** Pending selections read for the approver, by the index on (client, benefit, status). */
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { benefits, selections, users } from '../../db/schema/index.ts';

const awaiting = (clientId: string) =>
  and(eq(selections.clientId, clientId), eq(selections.status, 'pending'), isNull(selections.supersededAt));

/** The benefits with selections awaiting approval, in the catalogue's order. */
export function pendingByBenefit(db: Database, clientId: string) {
  return db
    .select({ benefitId: benefits.id, benefitName: benefits.name, pending: count() })
    .from(selections)
    .innerJoin(benefits, eq(benefits.id, selections.benefitId))
    .where(awaiting(clientId))
    .groupBy(benefits.id, benefits.name, benefits.displayOrder)
    .orderBy(asc(benefits.displayOrder), asc(benefits.id));
}

/** One of the tenant's benefits (of any scheme year), or null. */
export async function benefitOf(db: Database, clientId: string, benefitId: number) {
  const [row] = await db
    .select({ id: benefits.id, name: benefits.name, schemeId: benefits.schemeId })
    .from(benefits)
    .where(and(eq(benefits.clientId, clientId), eq(benefits.id, benefitId)));
  return row ?? null;
}

/** One window of a benefit's pending selections, oldest submission first, with the count of all. */
export async function pendingOfBenefit(
  db: Database,
  clientId: string,
  benefitId: number,
  window: { limit: number; offset: number },
) {
  const rows = await db
    .select({
      selection: selections,
      firstName: users.firstName,
      surname: users.surname,
      employeeNumber: users.employeeNumber,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(selections)
    .innerJoin(users, eq(users.id, selections.userId))
    .where(and(awaiting(clientId), eq(selections.benefitId, benefitId)))
    .orderBy(sql`${selections.submittedAt} asc nulls last`, asc(selections.id))
    .limit(window.limit)
    .offset(window.offset);
  return { rows, total: rows[0]?.total ?? null };
}

export async function countPendingOfBenefit(db: Database, clientId: string, benefitId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(selections)
    .where(and(awaiting(clientId), eq(selections.benefitId, benefitId)));
  return row?.total ?? 0;
}

/** The tenant's selections among `ids` (any version), with whose they are. */
export function selectionsNamed(db: Database, clientId: string, ids: readonly string[]) {
  return db
    .select({
      id: selections.id,
      userId: selections.userId,
      benefitId: selections.benefitId,
      schemeId: selections.schemeId,
      firstName: users.firstName,
      surname: users.surname,
    })
    .from(selections)
    .innerJoin(users, eq(users.id, selections.userId))
    .where(and(eq(selections.clientId, clientId), inArray(selections.id, [...ids])));
}
