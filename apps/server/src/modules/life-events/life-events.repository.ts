/** Reads and writes of life event types, events and their evidence. Every query is scoped by `client_id`. */
import type { IsoDate } from '@portal/benefits';
import type { TenantLifeEventsQuery } from '@portal/contracts';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  benefitGroups,
  benefits,
  lifeEventEvidence,
  lifeEvents,
  lifeEventTypes,
  selections,
  users,
  type LifeEventRow,
} from '../../db/schema/index.ts';
import { orderOf, type PagedSource } from '../../lib/paging.ts';
import { userNameOrEmailMatches } from '../../lib/sql-search.ts';

export function typesOf(db: Database, clientId: string) {
  return db
    .select()
    .from(lifeEventTypes)
    .where(eq(lifeEventTypes.clientId, clientId))
    .orderBy(asc(lifeEventTypes.displayOrder), asc(lifeEventTypes.name));
}

/** The names of the client's benefit groups by code. */
export async function groupNamesOf(db: Database, clientId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ code: benefitGroups.code, name: benefitGroups.name })
    .from(benefitGroups)
    .where(eq(benefitGroups.clientId, clientId));
  return new Map(rows.map((row) => [row.code, row.name]));
}

const eventColumns = {
  id: lifeEvents.id,
  userId: lifeEvents.userId,
  typeId: lifeEvents.typeId,
  typeName: lifeEventTypes.name,
  groupCodes: lifeEventTypes.groupCodes,
  eventDate: lifeEvents.eventDate,
  reportedAt: lifeEvents.reportedAt,
  opensOn: lifeEvents.opensOn,
  closesOn: lifeEvents.closesOn,
  voidedAt: lifeEvents.voidedAt,
  voidReason: lifeEvents.voidReason,
  evidenceName: lifeEventEvidence.fileName,
};
export type EventListRow = Awaited<ReturnType<typeof eventsOf>>[number];

/** The employee's events, newest first. */
export function eventsOf(db: Database, clientId: string, userId: string) {
  return db
    .select(eventColumns)
    .from(lifeEvents)
    .innerJoin(lifeEventTypes, eq(lifeEventTypes.id, lifeEvents.typeId))
    .leftJoin(lifeEventEvidence, eq(lifeEventEvidence.lifeEventId, lifeEvents.id))
    .where(and(eq(lifeEvents.clientId, clientId), eq(lifeEvents.userId, userId)))
    .orderBy(desc(lifeEvents.eventDate), desc(lifeEvents.reportedAt));
}

export type TenantEventRow = EventListRow & { employeeName: string };

/** One of the tenant's events, with its employee's name. */
export async function eventOf(db: Database, clientId: string, id: string): Promise<TenantEventRow | null> {
  const [row] = await db
    .select({ ...eventColumns, employeeName: sql<string>`${users.firstName} || ' ' || ${users.surname}` })
    .from(lifeEvents)
    .innerJoin(lifeEventTypes, eq(lifeEventTypes.id, lifeEvents.typeId))
    .innerJoin(users, eq(users.id, lifeEvents.userId))
    .leftJoin(lifeEventEvidence, eq(lifeEventEvidence.lifeEventId, lifeEvents.id))
    .where(and(eq(lifeEvents.clientId, clientId), eq(lifeEvents.id, id)));
  return row ?? null;
}

/** An event of this type and date the employee already reported and that still stands. */
export async function sameEventOf(
  db: Database,
  key: { clientId: string; userId: string; typeId: string; eventDate: IsoDate },
) {
  const [row] = await db
    .select({ id: lifeEvents.id })
    .from(lifeEvents)
    .where(
      and(
        eq(lifeEvents.clientId, key.clientId),
        eq(lifeEvents.userId, key.userId),
        eq(lifeEvents.typeId, key.typeId),
        eq(lifeEvents.eventDate, key.eventDate),
        isNull(lifeEvents.voidedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertEvent(
  db: Database,
  values: typeof lifeEvents.$inferInsert,
  evidence: { contentType: string; fileName: string; content: Buffer } | null,
): Promise<LifeEventRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(lifeEvents).values(values).returning();
    if (evidence) {
      await tx
        .insert(lifeEventEvidence)
        .values({ lifeEventId: row!.id, clientId: values.clientId, ...evidence });
    }
    return row!;
  });
}

export async function evidenceOf(db: Database, clientId: string, lifeEventId: string) {
  const [row] = await db
    .select({
      contentType: lifeEventEvidence.contentType,
      fileName: lifeEventEvidence.fileName,
      content: lifeEventEvidence.content,
    })
    .from(lifeEventEvidence)
    .where(and(eq(lifeEventEvidence.clientId, clientId), eq(lifeEventEvidence.lifeEventId, lifeEventId)));
  return row ?? null;
}

/**
 * Voids an event that still stands, and flags for review the live versions its employee created in its window
 * for the groups it opened; answers the count flagged, or null when the event was already voided.
 */
export async function voidEvent(
  db: Database,
  event: { clientId: string; id: string; userId: string; groupCodes: string[]; reportedAt: Date },
  by: { userId: string; reason: string; at: Date },
  /** Runs in the same transaction once the event is voided (the employee's e-mail goes only if it commits). */
  andThen?: (tx: Database) => Promise<void>,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [voided] = await tx
      .update(lifeEvents)
      .set({ voidedAt: by.at, voidedBy: by.userId, voidReason: by.reason, updatedAt: by.at })
      .where(
        and(
          eq(lifeEvents.clientId, event.clientId),
          eq(lifeEvents.id, event.id),
          isNull(lifeEvents.voidedAt),
        ),
      )
      .returning({ id: lifeEvents.id });
    if (!voided) return null;
    const opened = tx
      .select({ id: benefits.id })
      .from(benefits)
      .innerJoin(benefitGroups, eq(benefitGroups.id, benefits.groupId))
      .where(and(eq(benefits.clientId, event.clientId), inArray(benefitGroups.code, event.groupCodes)));
    const flagged = await tx
      .update(selections)
      .set({ reviewReason: `Changed in the window of a life event that was voided: ${by.reason}` })
      .where(
        and(
          eq(selections.clientId, event.clientId),
          eq(selections.userId, event.userId),
          isNull(selections.supersededAt),
          gte(selections.createdAt, event.reportedAt),
          inArray(selections.benefitId, opened),
        ),
      )
      .returning({ id: selections.id });
    await andThen?.(tx);
    return flagged.length;
  });
}

/** The employee an event belongs to, to tell them of it. */
export async function employeeOf(db: Database, clientId: string, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)));
  return row ?? null;
}

/**
 * The tenant's events for the employer's list: search by employee, filter by type, by status (as of today) and
 * by closed year.
 */
export function tenantEventsSource(
  db: Database,
  clientId: string,
  query: TenantLifeEventsQuery,
  today: IsoDate,
): PagedSource<TenantEventRow> {
  const status = query['filter[status]'];
  const year = query['filter[year]'];
  const type = query['filter[type]'];
  const conditions: (SQL | undefined)[] = [
    eq(lifeEvents.clientId, clientId),
    userNameOrEmailMatches(query.search ?? ''),
    type !== undefined ? eq(lifeEvents.typeId, type) : undefined,
    status === 'voided' ? isNotNull(lifeEvents.voidedAt) : undefined,
    status === 'open' ? and(isNull(lifeEvents.voidedAt), gte(lifeEvents.closesOn, today)) : undefined,
    status === 'closed' ? and(isNull(lifeEvents.voidedAt), lt(lifeEvents.closesOn, today)) : undefined,
    year !== undefined
      ? and(gt(lifeEvents.closesOn, `${year - 1}-12-31`), lte(lifeEvents.closesOn, `${year}-12-31`))
      : undefined,
  ];
  const where = and(...conditions);
  const employeeName = sql<string>`${users.firstName} || ' ' || ${users.surname}`;
  return {
    async count() {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(lifeEvents)
        .innerJoin(users, eq(users.id, lifeEvents.userId))
        .where(where);
      return row?.count ?? 0;
    },
    rows: ({ limit, offset }) =>
      db
        .select({ ...eventColumns, employeeName })
        .from(lifeEvents)
        .innerJoin(lifeEventTypes, eq(lifeEventTypes.id, lifeEvents.typeId))
        .innerJoin(users, eq(users.id, lifeEvents.userId))
        .leftJoin(lifeEventEvidence, eq(lifeEventEvidence.lifeEventId, lifeEvents.id))
        .where(where)
        .orderBy(
          ...orderOf(
            query.sort_by,
            {
              eventDate: lifeEvents.eventDate,
              reportedAt: lifeEvents.reportedAt,
              closesOn: lifeEvents.closesOn,
              employeeName,
            },
            [desc(lifeEvents.reportedAt)],
            lifeEvents.id,
          ),
        )
        .limit(limit)
        .offset(offset),
  };
}
