/** Reads of the payroll ledger for one employee: statements and the total reward. Scoped by `client_id`. */
import type { EmployeeRecord } from '@portal/benefits';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  benefitGroups,
  benefits,
  employeeRecords,
  payrollLines,
  payrollRuns,
  schemes,
  users,
} from '../../db/schema/index.ts';

type Owner = { clientId: string; userId: string };

const total = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;

export async function groupExists(db: Database, clientId: string, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: benefitGroups.id })
    .from(benefitGroups)
    .where(and(eq(benefitGroups.clientId, clientId), eq(benefitGroups.code, code)));
  return row !== undefined;
}

/** A benefit group's contributions by period, oldest first; periods that net to nothing are left out. */
export async function groupContributions({ clientId, userId }: Owner, db: Database, code: string) {
  return db
    .select({
      period: payrollLines.period,
      employeePence: total(payrollLines.employeePence),
      employerPence: total(payrollLines.employerPence),
    })
    .from(payrollLines)
    .innerJoin(benefits, and(eq(benefits.id, payrollLines.benefitId), eq(benefits.clientId, clientId)))
    .innerJoin(benefitGroups, eq(benefitGroups.id, benefits.groupId))
    .where(
      and(eq(payrollLines.clientId, clientId), eq(payrollLines.userId, userId), eq(benefitGroups.code, code)),
    )
    .groupBy(payrollLines.period)
    .having(sql`sum(${payrollLines.employeePence}) <> 0 or sum(${payrollLines.employerPence}) <> 0`)
    .orderBy(asc(payrollLines.period));
}

/** The employee's ledger summed per scheme year and benefit, with the names a statement shows. */
export async function rewardRows({ clientId, userId }: Owner, db: Database) {
  return db
    .select({
      year: schemes.year,
      benefitId: benefits.id,
      name: benefits.name,
      groupCode: benefitGroups.code,
      groupName: benefitGroups.name,
      employeePence: total(payrollLines.employeePence),
      employerPence: total(payrollLines.employerPence),
      taxSavingPence: total(payrollLines.taxSavingPence),
      niSavingPence: total(payrollLines.niSavingPence),
    })
    .from(payrollLines)
    .innerJoin(benefits, and(eq(benefits.id, payrollLines.benefitId), eq(benefits.clientId, clientId)))
    .innerJoin(benefitGroups, eq(benefitGroups.id, benefits.groupId))
    .innerJoin(schemes, eq(schemes.id, benefits.schemeId))
    .where(and(eq(payrollLines.clientId, clientId), eq(payrollLines.userId, userId)))
    .groupBy(
      schemes.year,
      benefits.id,
      benefits.name,
      benefits.displayOrder,
      benefitGroups.code,
      benefitGroups.name,
      benefitGroups.displayOrder,
    )
    .orderBy(
      asc(schemes.year),
      asc(benefitGroups.displayOrder),
      asc(benefits.displayOrder),
      asc(benefits.id),
    );
}

/** The tenant's scheme years and the periods payroll has run, for the salary to date. */
export async function schemesAndRuns(db: Database, clientId: string) {
  const [years, runs] = await Promise.all([
    db
      .select({ year: schemes.year, startsOn: schemes.startsOn, endsOn: schemes.endsOn })
      .from(schemes)
      .where(eq(schemes.clientId, clientId)),
    db
      .selectDistinct({ period: payrollRuns.period })
      .from(payrollRuns)
      .where(and(eq(payrollRuns.clientId, clientId), eq(payrollRuns.status, 'completed')))
      .orderBy(asc(payrollRuns.period)),
  ]);
  return { years, periods: runs.map((run) => run.period) };
}

/** The employee's pay and employment dates; null without an HR record. */
export async function payRecordOf(
  { clientId, userId }: Owner,
  db: Database,
): Promise<(EmployeeRecord & { annualSalaryPence: number }) | null> {
  const [row] = await db
    .select({
      annualSalaryPence: employeeRecords.salaryPence,
      employmentStatus: users.employmentStatus,
      startDate: employeeRecords.startDate,
      probationEndDate: employeeRecords.probationEndDate,
      contractType: employeeRecords.contractType,
      weeklyHours: employeeRecords.weeklyHours,
      dateOfBirth: users.dateOfBirth,
      leaveDate: employeeRecords.leaveDate,
    })
    .from(employeeRecords)
    .innerJoin(users, eq(users.id, employeeRecords.userId))
    .where(and(eq(employeeRecords.clientId, clientId), eq(employeeRecords.userId, userId)));
  return row ?? null;
}
