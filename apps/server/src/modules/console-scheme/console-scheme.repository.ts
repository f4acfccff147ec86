/**
 * A client's scheme years and enrolment windows as the console reads and writes them, every query scoped by the
 * client; and the people a moved window concerns, found in batches (a client may have 100,000) and claimed as told.
 */
import type { IsoDate } from '@portal/benefits';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  benefitGroups,
  benefitNotices,
  employeeRecords,
  enrolmentWindows,
  schemes,
  users,
  type SchemeRow,
} from '../../db/schema/index.ts';

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

/** A year's payroll and windows as its row keeps them: a null pay day is the last working day. */
export type PayrollScheduleRow = Pick<
  SchemeRow,
  'payrollCutOffDay' | 'payDay' | 'newJoinerWindowDays' | 'lifeEventWindowDays'
>;

export async function insertSchemeYear(
  db: Database,
  year: PayrollScheduleRow & {
    clientId: string;
    year: number;
    startsOn: IsoDate;
    endsOn: IsoDate;
    isCurrent: boolean;
  },
) {
  await db.insert(schemes).values(year);
}

/** Makes one year the client's current one: the old one stops first (one current year per client, an index). */
export async function setCurrentYear(db: Database, clientId: string, schemeId: string) {
  await db
    .update(schemes)
    .set({ isCurrent: false })
    .where(and(eq(schemes.clientId, clientId), eq(schemes.isCurrent, true)));
  await db
    .update(schemes)
    .set({ isCurrent: true })
    .where(and(eq(schemes.clientId, clientId), eq(schemes.id, schemeId)));
}

/** The client's benefit groups in their display order (the console's checkboxes, and what a window may name). */
export function benefitGroupsOf(db: Database, clientId: string) {
  return db
    .select({ code: benefitGroups.code, name: benefitGroups.name })
    .from(benefitGroups)
    .where(eq(benefitGroups.clientId, clientId))
    .orderBy(asc(benefitGroups.displayOrder), asc(benefitGroups.code));
}

export async function insertWindow(
  db: Database,
  window: { clientId: string; schemeId: string; opensOn: IsoDate; closesOn: IsoDate; groupCodes: string[] },
) {
  const [row] = await db.insert(enrolmentWindows).values(window).returning();
  return row!;
}

export async function updateWindow(
  db: Database,
  clientId: string,
  id: string,
  fields: { opensOn: IsoDate; closesOn: IsoDate; groupCodes: string[] },
) {
  await db
    .update(enrolmentWindows)
    .set(fields)
    .where(and(eq(enrolmentWindows.clientId, clientId), eq(enrolmentWindows.id, id)));
}

export async function deleteWindow(db: Database, clientId: string, id: string) {
  await db
    .delete(enrolmentWindows)
    .where(and(eq(enrolmentWindows.clientId, clientId), eq(enrolmentWindows.id, id)));
}

export async function updatePayrollSchedule(
  db: Database,
  clientId: string,
  schemeId: string,
  schedule: PayrollScheduleRow,
) {
  await db
    .update(schemes)
    .set(schedule)
    .where(and(eq(schemes.clientId, clientId), eq(schemes.id, schemeId)));
}

export interface WindowRecipient {
  userId: string;
  email: string;
  firstName: string;
}

/** The notice kind of a moved window in benefit_notices (beside the daily notices' kinds). */
export const WINDOW_CHANGED_KIND = 'window-changed';

/**
 * The next batch of the client's active people not yet told of a change: employees and employers with a record,
 * activated, started and not gone (those the daily window notices go to, probation aside).
 */
export function untoldActivePeople(
  db: Database,
  input: { clientId: string; today: IsoDate; occasion: string; limit: number },
): Promise<WindowRecipient[]> {
  return db
    .select({ userId: users.id, email: users.email, firstName: users.firstName })
    .from(employeeRecords)
    .innerJoin(users, eq(users.id, employeeRecords.userId))
    .leftJoin(
      benefitNotices,
      and(
        eq(benefitNotices.userId, users.id),
        eq(benefitNotices.kind, WINDOW_CHANGED_KIND),
        eq(benefitNotices.occasion, input.occasion),
      ),
    )
    .where(
      and(
        eq(employeeRecords.clientId, input.clientId),
        eq(users.clientId, input.clientId),
        inArray(users.userType, ['employee', 'employer']),
        eq(users.employmentStatus, 'active'),
        isNotNull(users.activatedAt),
        lte(employeeRecords.startDate, input.today),
        or(isNull(employeeRecords.leaveDate), gt(employeeRecords.leaveDate, input.today)),
        isNull(benefitNotices.userId),
      ),
    )
    .orderBy(asc(users.id))
    .limit(input.limit);
}

/** Records the people as told; answers those not already recorded (another worker may have been quicker). */
export async function claimWindowNotices(
  db: Database,
  clientId: string,
  occasion: string,
  people: readonly WindowRecipient[],
): Promise<Set<string>> {
  if (people.length === 0) return new Set();
  const claimed = await db
    .insert(benefitNotices)
    .values(people.map(({ userId }) => ({ clientId, userId, kind: WINDOW_CHANGED_KIND, occasion })))
    .onConflictDoNothing()
    .returning({ userId: benefitNotices.userId });
  return new Set(claimed.map((row) => row.userId));
}
