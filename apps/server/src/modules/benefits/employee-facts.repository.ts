/** What eligibility reads of one employee: the HR record and the live selections of a scheme year. */
import type { EmployeeRecord, SelectionStatus } from '@portal/benefits';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { benefitPlans, employeeRecords, selections, users } from '../../db/schema/index.ts';

/** The employee's record; null when HR has not set one up (a platform administrator has none). */
export async function employeeRecordOf(
  db: Database,
  clientId: string,
  userId: string,
): Promise<EmployeeRecord | null> {
  const [row] = await db
    .select({
      employmentStatus: users.employmentStatus,
      dateOfBirth: users.dateOfBirth,
      startDate: employeeRecords.startDate,
      probationEndDate: employeeRecords.probationEndDate,
      contractType: employeeRecords.contractType,
      weeklyHours: employeeRecords.weeklyHours,
      leaveDate: employeeRecords.leaveDate,
    })
    .from(employeeRecords)
    .innerJoin(users, eq(users.id, employeeRecords.userId))
    .where(and(eq(employeeRecords.clientId, clientId), eq(employeeRecords.userId, userId)));
  return row ?? null;
}

export interface LiveSelection {
  id: string;
  benefitId: number;
  status: SelectionStatus;
  plan: { id: string; name: string; monthlyPricePence: number } | null;
  values: Record<string, number>;
  startDate: string | null;
  endDate: string | null;
}

export async function liveSelectionsOf(
  db: Database,
  clientId: string,
  userId: string,
  schemeId: string,
): Promise<LiveSelection[]> {
  const rows = await db
    .select({
      id: selections.id,
      benefitId: selections.benefitId,
      status: selections.status,
      planId: benefitPlans.id,
      planName: benefitPlans.name,
      planPrice: benefitPlans.monthlyPricePence,
      values: selections.values,
      startDate: selections.startDate,
      endDate: selections.endDate,
    })
    .from(selections)
    .leftJoin(benefitPlans, eq(benefitPlans.id, selections.planId))
    .where(
      and(
        eq(selections.clientId, clientId),
        eq(selections.userId, userId),
        eq(selections.schemeId, schemeId),
        isNull(selections.supersededAt),
      ),
    );
  return rows.map(({ planId, planName, planPrice, ...row }) => ({
    ...row,
    plan:
      planId && planName !== null && planPrice !== null
        ? { id: planId, name: planName, monthlyPricePence: planPrice }
        : null,
  }));
}
