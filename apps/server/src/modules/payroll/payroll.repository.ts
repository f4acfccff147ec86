/**
 * What a payroll run reads and writes. Every query is scoped by `client_id`. A run works in batches of employees
 * (keyset by user id), so memory stays flat however large the tenant.
 */
import type {
  LedgerAmounts,
  PayPeriod,
  PayrollBenefit,
  PayrollChoice,
  PayrollEmployee,
} from '@portal/benefits';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  benefitEditFields,
  benefitPlans,
  benefits,
  employeeRecords,
  payrollLines,
  payrollRuns,
  schemes,
  selections,
  users,
} from '../../db/schema/index.ts';

/** A scheme year's benefits as payroll prices them (retired ones too: a run of a past month may need them). */
export async function payrollCatalogue(
  db: Database,
  clientId: string,
  schemeId: string,
): Promise<Map<number, PayrollBenefit>> {
  const rows = await db
    .select({ id: benefits.id, kind: benefits.kind, rules: benefits.rules, costRules: benefits.costRules })
    .from(benefits)
    .where(and(eq(benefits.clientId, clientId), eq(benefits.schemeId, schemeId)))
    .orderBy(asc(benefits.displayOrder), asc(benefits.id));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return new Map();
  const [plans, fields] = await Promise.all([
    db
      .select({
        id: benefitPlans.id,
        benefitId: benefitPlans.benefitId,
        price: benefitPlans.monthlyPricePence,
      })
      .from(benefitPlans)
      .where(and(eq(benefitPlans.clientId, clientId), inArray(benefitPlans.benefitId, ids))),
    db
      .select({
        benefitId: benefitEditFields.benefitId,
        name: benefitEditFields.name,
        unit: benefitEditFields.unit,
      })
      .from(benefitEditFields)
      .where(and(eq(benefitEditFields.clientId, clientId), inArray(benefitEditFields.benefitId, ids))),
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        ...row,
        fields: fields.filter((field) => field.benefitId === row.id),
        planPricesPence: new Map(
          plans.filter((plan) => plan.benefitId === row.id).map((plan) => [plan.id, plan.price]),
        ),
      },
    ]),
  );
}

export interface BatchEmployee extends PayrollEmployee {
  userId: string;
}

/**
 * Whose rows a read takes: a batch's range of user ids (one index range scan, rather than a thousand probes),
 * or a list of them.
 */
export type UserScope = { after: string | null; through: string } | { ids: readonly string[] };

function inScope(column: AnyPgColumn, scope: UserScope) {
  if ('ids' in scope) return inArray(column, [...scope.ids]);
  return and(scope.after === null ? undefined : gt(column, scope.after), lte(column, scope.through));
}

/**
 * The next batch of employees a run looks at, after `afterUserId`: everyone with an HR record who could have
 * been employed in the period (started by its end, not left before its start).
 */
export async function employeesBatch(
  db: Database,
  clientId: string,
  period: PayPeriod,
  afterUserId: string | null,
  size: number,
): Promise<BatchEmployee[]> {
  return db
    .select({
      userId: employeeRecords.userId,
      annualSalaryPence: employeeRecords.salaryPence,
      taxRegion: employeeRecords.taxRegion,
      weeklyHours: employeeRecords.weeklyHours,
      contractType: employeeRecords.contractType,
      startDate: employeeRecords.startDate,
      probationEndDate: employeeRecords.probationEndDate,
      leaveDate: employeeRecords.leaveDate,
      employmentStatus: users.employmentStatus,
      dateOfBirth: users.dateOfBirth,
    })
    .from(employeeRecords)
    .innerJoin(users, eq(users.id, employeeRecords.userId))
    .where(
      and(
        eq(employeeRecords.clientId, clientId),
        sql`${employeeRecords.startDate} <= ${period.endsOn}`,
        sql`(${employeeRecords.leaveDate} is null or ${employeeRecords.leaveDate} >= ${period.startsOn})`,
        afterUserId === null ? undefined : gt(employeeRecords.userId, afterUserId),
      ),
    )
    .orderBy(asc(employeeRecords.userId))
    .limit(size);
}

/**
 * The selection versions in force in the period for these employees: approved ones, and opted-out ones whose
 * cover ran into it (an opt-out ends at the end of a period already paid), superseded or not, as long as their
 * dates cover the period.
 */
export async function choicesInPeriod(
  db: Database,
  clientId: string,
  period: PayPeriod,
  users: UserScope,
): Promise<Map<string, PayrollChoice[]>> {
  const rows = await db
    .select({
      userId: selections.userId,
      selectionId: selections.id,
      benefitId: selections.benefitId,
      planId: selections.planId,
      values: selections.values,
    })
    .from(selections)
    .where(
      and(
        eq(selections.clientId, clientId),
        inScope(selections.userId, users),
        inArray(selections.status, ['approved', 'opted-out']),
        sql`${selections.startDate} <= ${period.endsOn}`,
        sql`(${selections.endDate} is null or ${selections.endDate} >= ${period.startsOn})`,
      ),
    );
  const byUser = new Map<string, PayrollChoice[]>();
  for (const { userId, ...choice } of rows) {
    const list = byUser.get(userId) ?? [];
    list.push(choice);
    byUser.set(userId, list);
  }
  return byUser;
}

const sumOf = (column: AnyPgColumn) => sql<number>`sum(${column})::int`;

/** How a run keys the ledger's sums: one employee's one benefit. */
export const ledgerKey = (userId: string, benefitId: number) => `${userId}:${benefitId}`;

/** What the ledger already holds for the period, per `userId:benefitId`. */
export async function recordedInPeriod(
  db: Database,
  clientId: string,
  period: string,
  users: UserScope,
): Promise<Map<string, LedgerAmounts>> {
  const rows = await db
    .select({
      userId: payrollLines.userId,
      benefitId: payrollLines.benefitId,
      employeePence: sumOf(payrollLines.employeePence),
      employerPence: sumOf(payrollLines.employerPence),
      taxSavingPence: sumOf(payrollLines.taxSavingPence),
      niSavingPence: sumOf(payrollLines.niSavingPence),
      employerNiSavingPence: sumOf(payrollLines.employerNiSavingPence),
    })
    .from(payrollLines)
    .where(
      and(
        eq(payrollLines.clientId, clientId),
        eq(payrollLines.period, period),
        inScope(payrollLines.userId, users),
      ),
    )
    .groupBy(payrollLines.userId, payrollLines.benefitId);
  return new Map(rows.map(({ userId, benefitId, ...sums }) => [ledgerKey(userId, benefitId), sums]));
}

/** Employees with lines in the period but no longer employed in it (a start or leave date corrected since). */
export async function orphanedUsers(db: Database, clientId: string, period: PayPeriod): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: payrollLines.userId })
    .from(payrollLines)
    .leftJoin(
      employeeRecords,
      and(
        eq(employeeRecords.userId, payrollLines.userId),
        sql`${employeeRecords.startDate} <= ${period.endsOn}`,
        sql`(${employeeRecords.leaveDate} is null or ${employeeRecords.leaveDate} >= ${period.startsOn})`,
      ),
    )
    .where(
      and(
        eq(payrollLines.clientId, clientId),
        eq(payrollLines.period, period.id),
        isNull(employeeRecords.userId),
      ),
    );
  return rows.map((row) => row.userId);
}

/** A line as a run writes it: the batch's client, run, period and pay day are the same for every line. */
export type NewPayrollLine = Omit<
  typeof payrollLines.$inferInsert,
  'clientId' | 'runId' | 'period' | 'payDay' | 'id'
>;

const column = <Key extends keyof NewPayrollLine>(lines: readonly NewPayrollLine[], key: Key) =>
  sql.param(lines.map((line) => line[key] ?? null));

/**
 * Writes a batch's lines as one statement whose columns travel as arrays (unnest): a handful of parameters
 * rather than seventeen a row, which is what made a 100,000-employee run slow on the embedded database.
 */
export async function insertLines(
  db: Database,
  batch: { clientId: string; runId: string; period: PayPeriod },
  lines: readonly NewPayrollLine[],
): Promise<void> {
  if (lines.length === 0) return;
  const { clientId, runId, period } = batch;
  await db.execute(sql`
    insert into ${payrollLines} (client_id, run_id, period, pay_day, user_id, benefit_id, selection_id, kind,
      employee_pence, employer_pence, tax_saving_pence, ni_saving_pence, employer_ni_saving_pence,
      before_tax, before_ni, pensionable)
    select ${clientId}::uuid, ${runId}::uuid, ${period.id}, ${period.payDay}::date, line.*
    from unnest(
      ${column(lines, 'userId')}::uuid[], ${column(lines, 'benefitId')}::int[],
      ${column(lines, 'selectionId')}::uuid[], ${column(lines, 'kind')}::text[],
      ${column(lines, 'employeePence')}::int[], ${column(lines, 'employerPence')}::int[],
      ${column(lines, 'taxSavingPence')}::int[], ${column(lines, 'niSavingPence')}::int[],
      ${column(lines, 'employerNiSavingPence')}::int[], ${column(lines, 'beforeTax')}::boolean[],
      ${column(lines, 'beforeNi')}::boolean[], ${column(lines, 'pensionable')}::boolean[]
    ) as line
  `);
}

export async function analyzeLedger(db: Database): Promise<void> {
  await db.execute(sql`analyze ${payrollLines}`);
}

/** Starts a run; null when a run of the period is already at work. */
/** The periods of the tenant that have a completed run. */
export async function periodsRun(db: Database, clientId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ period: payrollRuns.period })
    .from(payrollRuns)
    .where(and(eq(payrollRuns.clientId, clientId), eq(payrollRuns.status, 'completed')));
  return new Set(rows.map((row) => row.period));
}

/** The tenants whose current scheme year fixes payroll on this day of the month. */
export async function tenantsWithCutOffOn(db: Database, day: number): Promise<string[]> {
  const rows = await db
    .select({ clientId: schemes.clientId })
    .from(schemes)
    .where(and(eq(schemes.isCurrent, true), eq(schemes.payrollCutOffDay, day)));
  return rows.map((row) => row.clientId);
}
