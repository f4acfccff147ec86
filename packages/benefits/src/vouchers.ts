/**
 * Childcare vouchers (BENEFITS.md, Money over time; spec point 4). Each pay day credits a member's voucher
 * account with what payroll took; orders to registered childcare providers debit it. A member who has left, or
 * is inactive, keeps access to spend what remains: the portal then shows only the voucher balance (ccv-only).
 */
import type { IsoDate } from './dates.ts';
import type { EmploymentStatus } from './eligibility.ts';
import { shiftPayPeriod } from './pay-periods.ts';
import { payPeriodIn } from './payroll-schedule.ts';
import type { SchemeYear } from './scheme-year.ts';

export interface VoucherHolder {
  employmentStatus: EmploymentStatus;
  leaveDate: IsoDate | null;
}

/** Spec point 4: the employment status is inactive or left, and the voucher balance is above 0. */
export function isCcvOnly(holder: VoucherHolder, balancePence: number, today: IsoDate): boolean {
  const left = holder.employmentStatus === 'left' || (holder.leaveDate !== null && holder.leaveDate <= today);
  return (left || holder.employmentStatus === 'inactive') && balancePence > 0;
}

/** The next day vouchers are issued: the next pay day (by its scheme year's rule), today included. */
export function nextVoucherDate(
  today: IsoDate,
  schemeYears: readonly Pick<SchemeYear, 'startsOn' | 'endsOn' | 'payDay'>[] = [],
): IsoDate {
  const thisMonth = payPeriodIn(schemeYears, today.slice(0, 7));
  return thisMonth.payDay >= today
    ? thisMonth.payDay
    : payPeriodIn(schemeYears, shiftPayPeriod(thisMonth.id, 1)).payDay;
}

/** The bodies that register childcare providers in the UK, whose numbers an order must carry. */
export const CHILDCARE_REGISTERS = [
  'Ofsted',
  'Care Inspectorate',
  'Care Inspectorate Wales',
  'Health and Social Care Trust',
] as const;
export type ChildcareRegister = (typeof CHILDCARE_REGISTERS)[number];
