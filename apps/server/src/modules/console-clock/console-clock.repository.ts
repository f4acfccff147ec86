/** The demo clock's one row, and what the console's ready-made moves are worked out from. */
import { and, asc, eq, gte, isNull, lte, ne } from 'drizzle-orm';
import { PLATFORM_HOST_LABEL } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import {
  clients,
  employeeRecords,
  enrolmentWindows,
  portalClock,
  schemes,
  users,
} from '../../db/schema/index.ts';

/** The stored offset; 0 when the row is missing (a database not migrated yet cannot hold one). */
export async function storedOffset(db: Database): Promise<number> {
  const [row] = await db.select({ offsetMs: portalClock.offsetMs }).from(portalClock).limit(1);
  return row?.offsetMs ?? 0;
}

/** The offset, locked until the transaction ends: one change at a time, each measured from the last. */
export async function lockedOffset(tx: Database): Promise<number> {
  const [row] = await tx
    .select({ offsetMs: portalClock.offsetMs })
    .from(portalClock)
    .where(eq(portalClock.id, 1))
    .for('update');
  return row?.offsetMs ?? 0;
}

export async function storeOffset(tx: Database, offsetMs: number, at: Date): Promise<void> {
  await tx
    .insert(portalClock)
    .values({ id: 1, offsetMs, changedAt: at })
    .onConflictDoUpdate({ target: portalClock.id, set: { offsetMs, changedAt: at } });
}

/** Each client's enrolment window of its current scheme year that is open on `day` (YYYY-MM-DD). */
export async function openWindows(db: Database, day: string) {
  return db
    .select({ client: clients.name, closesOn: enrolmentWindows.closesOn })
    .from(enrolmentWindows)
    .innerJoin(
      schemes,
      and(eq(schemes.id, enrolmentWindows.schemeId), eq(schemes.clientId, enrolmentWindows.clientId)),
    )
    .innerJoin(clients, eq(clients.id, enrolmentWindows.clientId))
    .where(
      and(
        eq(schemes.isCurrent, true),
        lte(enrolmentWindows.opensOn, day),
        gte(enrolmentWindows.closesOn, day),
        isNull(clients.archivedAt),
        ne(clients.slug, PLATFORM_HOST_LABEL),
      ),
    )
    .orderBy(asc(clients.name), asc(enrolmentWindows.closesOn));
}

/** Each client's next probation to end on or after `day` (YYYY-MM-DD), with whose it is. */
export async function nextProbationEnds(db: Database, day: string) {
  return db
    .selectDistinctOn([employeeRecords.clientId], {
      client: clients.name,
      firstName: users.firstName,
      surname: users.surname,
      endsOn: employeeRecords.probationEndDate,
    })
    .from(employeeRecords)
    .innerJoin(users, and(eq(users.id, employeeRecords.userId), eq(users.clientId, employeeRecords.clientId)))
    .innerJoin(clients, eq(clients.id, employeeRecords.clientId))
    .where(and(gte(employeeRecords.probationEndDate, day), isNull(clients.archivedAt)))
    .orderBy(employeeRecords.clientId, asc(employeeRecords.probationEndDate), asc(users.surname));
}
