/**
 * What eligibility reads of one employee: the HR record, the live selections of a scheme year, and the windows
 * their life events opened.
 */
import {
  isProposal,
  type EmployeeRecord,
  type ReportedLifeEvent,
  type SelectionStatus,
  type TaxRegion,
} from '@portal/benefits';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ofEmployee, preparedPerHandle } from '../../db/prepared.ts';
import {
  benefitPlans,
  employeeRecords,
  lifeEvents,
  lifeEventTypes,
  selections,
  users,
} from '../../db/schema/index.ts';

/** What costs read of the employee's pay (BENEFITS.md, Costs). */
export interface PayFacts {
  annualSalaryPence: number;
  weeklyHours: number;
  taxRegion: TaxRegion;
  dateOfBirth: string | null;
}

const employeeRecordStatement = preparedPerHandle((db) =>
  db
    .select({
      salaryPence: employeeRecords.salaryPence,
      taxRegion: employeeRecords.taxRegion,
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
    .where(ofEmployee(employeeRecords))
    .prepare('employee_record_of'),
);

/** The employee's record and pay; null when HR has not set one up (a platform administrator has none). */
export async function employeeRecordOf(
  db: Database,
  clientId: string,
  userId: string,
): Promise<{ record: EmployeeRecord; pay: PayFacts } | null> {
  const [row] = await employeeRecordStatement(db).execute({ clientId, userId });
  if (!row) return null;
  const { salaryPence, taxRegion, ...record } = row;
  const pay = {
    annualSalaryPence: salaryPence,
    weeklyHours: record.weeklyHours,
    taxRegion,
    dateOfBirth: record.dateOfBirth,
  };
  return { record, pay };
}

/** A version nothing has replaced yet: per benefit, a settled one, a proposal, or both (selections.ts). */
export interface LiveSelection {
  id: string;
  benefitId: number;
  status: SelectionStatus;
  version: number;
  plan: { id: string; name: string; monthlyPricePence: number } | null;
  values: Record<string, number>;
  startDate: string | null;
  endDate: string | null;
}

/**
 * The one selection per benefit a card or page shows: the proposal, unless an approved version is in force
 * beside it (a change in progress), when the approved one is what the employee has.
 */
export function shownSelections(live: readonly LiveSelection[]): Map<number, LiveSelection> {
  const byBenefit = new Map<number, { settled?: LiveSelection; proposal?: LiveSelection }>();
  for (const selection of live) {
    const pair = byBenefit.get(selection.benefitId) ?? {};
    if (isProposal(selection.status)) pair.proposal = selection;
    else pair.settled = selection;
    byBenefit.set(selection.benefitId, pair);
  }
  const shown = new Map<number, LiveSelection>();
  for (const [benefitId, { settled, proposal }] of byBenefit) {
    const selection = settled?.status === 'approved' ? settled : (proposal ?? settled);
    if (selection) shown.set(benefitId, selection);
  }
  return shown;
}

const liveSelectionsStatement = preparedPerHandle((db) =>
  db
    .select({
      id: selections.id,
      benefitId: selections.benefitId,
      status: selections.status,
      version: selections.version,
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
        ofEmployee(selections),
        eq(selections.schemeId, sql.placeholder('schemeId')),
        isNull(selections.supersededAt),
      ),
    )
    .prepare('live_selections_of'),
);

export async function liveSelectionsOf(
  db: Database,
  clientId: string,
  userId: string,
  schemeId: string,
): Promise<LiveSelection[]> {
  const rows = await liveSelectionsStatement(db).execute({ clientId, userId, schemeId });
  return rows.map(({ planId, planName, planPrice, ...row }) => ({
    ...row,
    plan:
      planId && planName !== null && planPrice !== null
        ? { id: planId, name: planName, monthlyPricePence: planPrice }
        : null,
  }));
}

const lifeEventsStatement = preparedPerHandle((db) =>
  db
    .select({
      opensOn: lifeEvents.opensOn,
      closesOn: lifeEvents.closesOn,
      groupCodes: lifeEventTypes.groupCodes,
      voidedAt: lifeEvents.voidedAt,
    })
    .from(lifeEvents)
    .innerJoin(lifeEventTypes, eq(lifeEventTypes.id, lifeEvents.typeId))
    .where(ofEmployee(lifeEvents))
    .prepare('life_events_of'),
);

/** The employee's reported life events, voided ones included (they open nothing; see lifeEventWindowsFor). */
export async function lifeEventsOf(
  db: Database,
  clientId: string,
  userId: string,
): Promise<ReportedLifeEvent[]> {
  const rows = await lifeEventsStatement(db).execute({ clientId, userId });
  return rows.map(({ voidedAt, ...row }) => ({ ...row, voided: voidedAt !== null }));
}
