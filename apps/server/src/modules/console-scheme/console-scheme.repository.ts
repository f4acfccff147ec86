/**
 * A client's scheme years and enrolment windows as the console reads and writes them, every query scoped by the
 * client; and the people a moved window concerns, found in pages (a client may have 100,000).
 */
import type { IsoDate } from '@portal/benefits';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { employeeRecords, enrolmentWindows, schemes, users } from '../../db/schema/index.ts';

export async function schemeYearsOf(db: Database, clientId: string) {
  const years = await db
    .select()
    .from(schemes)
    .where(eq(schemes.clientId, clientId))
    .orderBy(asc(schemes.year));
  const windows = await db
    .select()
    .from(enrolmentWindows)
    .where(eq(enrolmentWindows.clientId, clientId))
    .orderBy(asc(enrolmentWindows.opensOn));
  return years.map((year) => ({
    ...year,
    windows: windows.filter((window) => window.schemeId === year.id),
  }));
}

export type SchemeYearRows = Awaited<ReturnType<typeof schemeYearsOf>>[number];

export async function insertWindow(
  db: Database,
  window: { clientId: string; schemeId: string; opensOn: IsoDate; closesOn: IsoDate },
) {
  const [row] = await db.insert(enrolmentWindows).values(window).returning();
  return row!;
}

export async function updateWindow(
  db: Database,
  clientId: string,
  id: string,
  dates: { opensOn: IsoDate; closesOn: IsoDate },
) {
  await db
    .update(enrolmentWindows)
    .set(dates)
    .where(and(eq(enrolmentWindows.clientId, clientId), eq(enrolmentWindows.id, id)));
}

export async function deleteWindow(db: Database, clientId: string, id: string) {
  await db
    .delete(enrolmentWindows)
    .where(and(eq(enrolmentWindows.clientId, clientId), eq(enrolmentWindows.id, id)));
}

export async function updateCutOffDay(db: Database, clientId: string, schemeId: string, day: number) {
  await db
    .update(schemes)
    .set({ payrollCutOffDay: day })
    .where(and(eq(schemes.clientId, clientId), eq(schemes.id, schemeId)));
}

export interface WindowRecipient {
  userId: string;
  email: string;
  firstName: string;
}

/**
 * The next page of the client's active people after `afterUserId`: employees and employers with a record,
 * activated, started and not gone (those the daily window notices go to, probation aside).
 */
export function activePeoplePage(
  db: Database,
  input: { clientId: string; today: IsoDate; afterUserId: string | null; limit: number },
): Promise<WindowRecipient[]> {
  return db
    .select({ userId: users.id, email: users.email, firstName: users.firstName })
    .from(employeeRecords)
    .innerJoin(users, eq(users.id, employeeRecords.userId))
    .where(
      and(
        eq(employeeRecords.clientId, input.clientId),
        eq(users.clientId, input.clientId),
        inArray(users.userType, ['employee', 'employer']),
        eq(users.employmentStatus, 'active'),
        isNotNull(users.activatedAt),
        lte(employeeRecords.startDate, input.today),
        or(isNull(employeeRecords.leaveDate), gt(employeeRecords.leaveDate, input.today)),
        input.afterUserId ? gt(users.id, input.afterUserId) : undefined,
      ),
    )
    .orderBy(asc(users.id))
    .limit(input.limit);
}
