/**
 * A payroll run (BENEFITS.md, Money over time): for a tenant's pay period, brings the ledger to what the period's
 * selections and employer-paid benefits cost, in batches of employees, each batch in one transaction. Only
 * differences are written (packages/benefits/src/payroll.ts), so a second run changes nothing and a correction
 * is an adjusting line. One run of a period at a time; one that a stopped worker left `running` is taken over
 * after five minutes without a sign of life (payroll-run-records.ts, startRun), so its retry finishes the period.
 */
import {
  ledgerChanges,
  owedInPeriod,
  payPeriodIn,
  payrollPeriodProblem,
  periodLabel,
  schemeYearOn,
  ukDateOf,
  type LedgerAmounts,
  type OwedLine,
  type PayPeriod,
  type PayrollBenefit,
  type SchemeYear,
} from '@portal/benefits';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { schemeYearsFrom } from '../benefits/index.ts';
import {
  choicesInPeriod,
  employeesBatch,
  analyzeLedger,
  insertLines,
  ledgerKey,
  orphanedUsers,
  payrollCatalogue,
  recordedInPeriod,
  type BatchEmployee,
  type NewPayrollLine,
  type UserScope,
} from './payroll.repository.ts';
import { finishRun, runStillOurs, startRun } from './payroll-run-records.ts';

export interface PayrollProgress {
  employeesDone: number;
  linesWritten: number;
}

export interface PayrollRunRequest {
  clientId: string;
  period: string;
  trigger: 'cli' | 'schedule' | 'seed' | 'test';
  /** Called after each batch (the CLI prints it). */
  onProgress?: (progress: PayrollProgress) => void;
  batchSize?: number;
}

export type PayrollRunOutcome =
  | { ok: true; period: string; label: string; employees: number; linesWritten: number }
  | { ok: false; message: string };

export interface PayrollDeps {
  db: Database;
  clock: Clock;
  /** Told once a run has written lines (the statements' memory forgets what it kept). */
  onLedgerChanged?: (clientId: string) => void;
}

const BATCH = 1000;

interface PeriodContext {
  clientId: string;
  runId: string;
  period: PayPeriod;
  schemeYear: SchemeYear;
  catalogue: Map<number, PayrollBenefit>;
}

/**
 * The lines one batch of people needs, from what each of `employees` owes and what the ledger holds for the
 * people in `users` (those among them who are not in `employees` owe nothing: their lines are cancelled).
 */
async function batchLines(
  db: Database,
  context: PeriodContext,
  users: UserScope,
  employees: readonly BatchEmployee[],
) {
  const { clientId, period } = context;
  const [choices, recorded] = await Promise.all([
    choicesInPeriod(db, clientId, period, users),
    recordedInPeriod(db, clientId, period.id, users),
  ]);
  const owed = new Map<string, OwedLine & { userId: string }>();
  for (const employee of employees) {
    const lines = owedInPeriod(
      employee,
      choices.get(employee.userId) ?? [],
      context.catalogue,
      period,
      context.schemeYear,
    );
    for (const line of lines)
      owed.set(ledgerKey(employee.userId, line.benefitId), { ...line, userId: employee.userId });
  }
  const expected = new Map<string, LedgerAmounts>(owed);
  return ledgerChanges(expected, recorded).map((change): NewPayrollLine => {
    const [userId, benefitId] = change.key.split(':') as [string, string];
    const source = owed.get(change.key);
    return {
      userId,
      benefitId: Number(benefitId),
      selectionId: source?.selectionId ?? null,
      kind: change.kind,
      employeePence: change.employeePence,
      employerPence: change.employerPence,
      taxSavingPence: change.taxSavingPence,
      niSavingPence: change.niSavingPence,
      employerNiSavingPence: change.employerNiSavingPence,
      beforeTax: source?.beforeTax ?? false,
      beforeNi: source?.beforeNi ?? false,
      pensionable: source?.pensionable ?? false,
    };
  });
}

async function writeBatch(
  db: Database,
  clock: Clock,
  context: PeriodContext,
  users: UserScope,
  employees: readonly BatchEmployee[] = [],
) {
  return db.transaction(async (tx) => {
    if (!(await runStillOurs(tx, context, clock()))) {
      throw new Error(`payroll run ${context.runId} was taken over after showing no sign of life`);
    }
    const lines = await batchLines(tx, context, users, employees);
    await insertLines(tx, context, lines);
    return lines.length;
  });
}

export async function runPayroll(deps: PayrollDeps, request: PayrollRunRequest): Promise<PayrollRunOutcome> {
  const { db, clock } = deps;
  const { clientId, period: id } = request;
  const years = await schemeYearsFrom(db, clientId, 0);
  const problem = payrollPeriodProblem(id, years, ukDateOf(clock()));
  if (problem) return { ok: false, message: problem };
  const period = payPeriodIn(years, id);
  const schemeYear = schemeYearOn(years, period.startsOn)!;
  const scheme = years.find((year) => year.year === schemeYear.year)!;
  const runId = await startRun(db, {
    clientId,
    period: id,
    trigger: request.trigger,
    startedAt: clock(),
  });
  if (!runId)
    return { ok: false, message: `A run of ${periodLabel(id)} is already at work; try again when it ends.` };
  const context: PeriodContext = {
    clientId,
    runId,
    period,
    schemeYear,
    catalogue: await payrollCatalogue(db, clientId, scheme.id),
  };
  const progress: PayrollProgress = { employeesDone: 0, linesWritten: 0 };
  try {
    let after: string | null = null;
    for (;;) {
      const employees = await employeesBatch(db, clientId, period, after, request.batchSize ?? BATCH);
      if (employees.length === 0) break;
      // Everyone after the last batch's last employee through this batch's: anyone between who is no longer
      // employed in the period has their lines cancelled here.
      const users = { after, through: employees.at(-1)!.userId };
      progress.linesWritten += await writeBatch(db, clock, context, users, employees);
      progress.employeesDone += employees.length;
      request.onProgress?.({ ...progress });
      after = employees.at(-1)!.userId;
    }
    // Lines of people no longer employed in the period (a corrected start or leave date) are cancelled.
    const orphans = await orphanedUsers(db, clientId, period);
    if (orphans.length > 0) progress.linesWritten += await writeBatch(db, clock, context, { ids: orphans });
  } catch (error) {
    await finishRun(db, runId, {
      status: 'failed',
      finishedAt: clock(),
      employees: progress.employeesDone,
      linesWritten: progress.linesWritten,
    });
    throw error;
  }
  // A run can add hundreds of thousands of lines at once, sooner than autovacuum notices: without fresh
  // statistics, reading one employee's statement would scan the whole ledger.
  if (progress.linesWritten > 0) {
    await analyzeLedger(db);
    deps.onLedgerChanged?.(clientId);
  }
  await finishRun(db, runId, {
    status: 'completed',
    finishedAt: clock(),
    employees: progress.employeesDone,
    linesWritten: progress.linesWritten,
  });
  return {
    ok: true,
    period: id,
    label: periodLabel(id),
    employees: progress.employeesDone,
    linesWritten: progress.linesWritten,
  };
}
