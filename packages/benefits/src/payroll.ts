/**
 * Payroll runs (BENEFITS.md, Money over time). A run of a pay period records, for each employee and benefit, what
 * the period took from pay and what the employer added: the ledger. History is never edited: a run compares what
 * the period should hold with what the ledger already holds for it and writes only the difference, as a first
 * (regular) line or as an adjusting line. So a second run of a period changes nothing, and any order of runs and
 * re-runs gives the same ledger.
 */
import { longDate, monthYear, type IsoDate } from './dates.ts';
import { payPeriod, type PayPeriodId } from './pay-periods.ts';
import { payPeriodIn } from './payroll-schedule.ts';
import type { SchemeYear } from './scheme-year.ts';

export interface LedgerAmounts {
  /** What the benefit took from pay (before tax for a sacrifice). */
  employeePence: number;
  employerPence: number;
  taxSavingPence: number;
  niSavingPence: number;
  employerNiSavingPence: number;
}

export const LEDGER_AMOUNTS = [
  'employeePence',
  'employerPence',
  'taxSavingPence',
  'niSavingPence',
  'employerNiSavingPence',
] as const satisfies readonly (keyof LedgerAmounts)[];

export const NO_AMOUNTS: LedgerAmounts = {
  employeePence: 0,
  employerPence: 0,
  taxSavingPence: 0,
  niSavingPence: 0,
  employerNiSavingPence: 0,
};

export type LedgerLineKind = 'regular' | 'adjustment';

/** A line to add to the ledger for `key` (the caller's: an employee and a benefit). */
export interface LedgerChange<Key> extends LedgerAmounts {
  key: Key;
  kind: LedgerLineKind;
}

export function addAmounts(a: LedgerAmounts, b: LedgerAmounts): LedgerAmounts {
  return {
    employeePence: a.employeePence + b.employeePence,
    employerPence: a.employerPence + b.employerPence,
    taxSavingPence: a.taxSavingPence + b.taxSavingPence,
    niSavingPence: a.niSavingPence + b.niSavingPence,
    employerNiSavingPence: a.employerNiSavingPence + b.employerNiSavingPence,
  };
}

function difference(expected: LedgerAmounts, recorded: LedgerAmounts): LedgerAmounts | null {
  const change = { ...NO_AMOUNTS };
  let changed = false;
  for (const name of LEDGER_AMOUNTS) {
    change[name] = expected[name] - recorded[name];
    if (change[name] !== 0) changed = true;
  }
  return changed ? change : null;
}

/**
 * The lines that bring a period's ledger to what it should hold. `expected` is what the period's approved
 * selections cost now; `recorded` the sums the ledger already holds per key for the period. A key with no line
 * yet gets a regular line; one whose sums differ an adjusting line for the difference; one no longer expected
 * (an approval withdrawn) an adjusting line that cancels it.
 */
export function ledgerChanges<Key>(
  expected: ReadonlyMap<Key, LedgerAmounts>,
  recorded: ReadonlyMap<Key, LedgerAmounts>,
): LedgerChange<Key>[] {
  const changes: LedgerChange<Key>[] = [];
  for (const [key, amounts] of expected) {
    const before = recorded.get(key);
    const change = difference(amounts, before ?? NO_AMOUNTS);
    if (change) changes.push({ key, kind: before ? 'adjustment' : 'regular', ...change });
  }
  for (const [key, before] of recorded) {
    if (expected.has(key)) continue;
    const change = difference(NO_AMOUNTS, before);
    if (change) changes.push({ key, kind: 'adjustment', ...change });
  }
  return changes;
}

/** `October 2026`: a period as people say it. */
export function periodLabel(id: PayPeriodId): string {
  const [year, month] = id.split('-').map(Number);
  return monthYear(year!, month!);
}

const PERIOD_ID = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * Why a period cannot be run for a tenant today, or null when it can: it must be a month of one of the tenant's
 * scheme years, and its pay day must have come (a run records what the period's pay took).
 */
export function payrollPeriodProblem(
  id: string,
  schemeYears: readonly Pick<SchemeYear, 'startsOn' | 'endsOn' | 'payDay'>[],
  today: IsoDate,
): string | null {
  if (!PERIOD_ID.test(id)) return `"${id}" is not a pay period: give a month as YYYY-MM, such as 2026-10.`;
  const period = payPeriodIn(schemeYears, id);
  const label = periodLabel(id);
  const first = [...schemeYears].sort((a, b) => (a.startsOn < b.startsOn ? -1 : 1))[0];
  if (!first || period.endsOn < first.startsOn) {
    return first
      ? `${label} is before the scheme year, which starts on ${longDate(first.startsOn)}.`
      : 'The tenant has no scheme year to run payroll for.';
  }
  if (!schemeYears.some((year) => year.startsOn <= period.startsOn && period.endsOn <= year.endsOn)) {
    return `${label} is not in one of the tenant's scheme years.`;
  }
  if (period.payDay > today) {
    return `${label} is paid on ${longDate(period.payDay)}, which has not come yet; it can be run from then.`;
  }
  return null;
}

/** The periods of a scheme year whose pay day (by the year's rule) has come by `today`, oldest first. */
export function periodsPaidBy(
  year: Pick<SchemeYear, 'startsOn' | 'endsOn' | 'payDay'>,
  today: IsoDate,
): PayPeriodId[] {
  const periods: PayPeriodId[] = [];
  for (let [y, m] = year.startsOn.split('-').map(Number) as [number, number]; ; m += 1) {
    if (m > 12) [y, m] = [y + 1, 1];
    const id = `${y}-${String(m).padStart(2, '0')}`;
    const period = payPeriod(id, year.payDay);
    if (period.endsOn > year.endsOn || period.payDay > today) return periods;
    periods.push(id);
  }
}
