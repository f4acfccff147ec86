/**
 * The payroll report's change tag (BENEFITS.md, Employer side: Reports): what payroll must do with an
 * employee's deduction for a benefit this period, compared with the period before.
 */
import type { IsoDate } from './dates.ts';
import type { PayPeriod } from './pay-periods.ts';

export const payrollChanges = ['New', 'Continue', 'Update', 'Closing', 'Leaver'] as const;
export type PayrollChange = (typeof payrollChanges)[number];

export interface PeriodAmounts {
  employeePence: number;
  employerPence: number;
}

export interface PayrollLineFacts {
  period: Pick<PayPeriod, 'startsOn' | 'endsOn'>;
  /** The period's sums for the benefit; null when the period has no line for it. */
  current: PeriodAmounts | null;
  /** The period before's; null when it had no line. */
  previous: PeriodAmounts | null;
  /** The employee's leave date, if any. */
  leaveDate: IsoDate | null;
  /** The end date of the selection the period's line came from, if any. */
  selectionEndDate: IsoDate | null;
}

const within = (date: IsoDate | null, period: PayrollLineFacts['period']) =>
  date !== null && date >= period.startsOn && date <= period.endsOn;

const nothing = (amounts: PeriodAmounts | null) =>
  amounts === null || (amounts.employeePence === 0 && amounts.employerPence === 0);

/**
 * Leaver: the employee leaves in the period (or has left and is paid nothing more). Closing: the deduction
 * stops (the selection ends in the period, or the period pays nothing where the one before did). New: nothing
 * was paid the period before. Continue: the same as before. Update: a different amount.
 */
export function payrollChange(facts: PayrollLineFacts): PayrollChange {
  const { period, current, previous } = facts;
  const leftBefore = facts.leaveDate !== null && facts.leaveDate < period.startsOn;
  if (within(facts.leaveDate, period) || (leftBefore && nothing(current))) return 'Leaver';
  if (nothing(current)) return 'Closing';
  if (within(facts.selectionEndDate, period)) return 'Closing';
  if (nothing(previous)) return 'New';
  return current!.employeePence === previous!.employeePence &&
    current!.employerPence === previous!.employerPence
    ? 'Continue'
    : 'Update';
}
