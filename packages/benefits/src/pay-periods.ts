/**
 * Pay periods (BENEFITS.md, Money over time): monthly, paid on the last working day of the month. A change
 * reaches payroll through the **cut-off**: period P's cut-off is the scheme year's cut-off day (the 10th for
 * Demo Ltd) of the month before P, when the payroll provider fixes P's deductions. So a change made on or
 * before 10 November starts in December, and one made after it starts in January: the month after next.
 */
import { isWorkingDay } from './bank-holidays.ts';
import { addDays, addMonths, daysInMonth, isoDate, partsOf, type IsoDate } from './dates.ts';

/** `2026-11`: the pay period of November 2026. */
export type PayPeriodId = string;

export interface PayPeriod {
  id: PayPeriodId;
  startsOn: IsoDate;
  endsOn: IsoDate;
  /** The last working day of the month (weekends and England and Wales bank holidays excepted). */
  payDay: IsoDate;
}

const PERIOD_ID = /^(\d{4})-(\d{2})$/;

// A period never changes: each is worked out once (cost quotes ask for one on every calculation).
const periods = new Map<PayPeriodId, PayPeriod>();

export function payPeriod(id: PayPeriodId): PayPeriod {
  const known = periods.get(id);
  if (known) return known;
  const period = periodOf(id);
  periods.set(id, period);
  return period;
}

function periodOf(id: PayPeriodId): PayPeriod {
  const match = PERIOD_ID.exec(id);
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) throw new RangeError(`Not a pay period: ${id}`);
  const endsOn = isoDate({ year, month, day: daysInMonth(year, month) });
  let payDay = endsOn;
  while (!isWorkingDay(payDay)) payDay = addDays(payDay, -1);
  return { id, startsOn: isoDate({ year, month, day: 1 }), endsOn, payDay };
}

export function payPeriodOf(date: IsoDate): PayPeriod {
  return payPeriod(date.slice(0, 7));
}

/** The period `months` after (or before) another. */
export function shiftPayPeriod(id: PayPeriodId, months: number): PayPeriodId {
  return addMonths(`${id}-01`, months).slice(0, 7);
}

/** The last day a change may be made and still reach the period's payroll. */
export function cutOffDate(id: PayPeriodId, cutOffDay: number): IsoDate {
  const { year, month } = partsOf(`${shiftPayPeriod(id, -1)}-01`);
  return isoDate({ year, month, day: Math.min(cutOffDay, daysInMonth(year, month)) });
}

/** The first period whose payroll a change made on `date` reaches: the first whose cut-off is not yet past. */
export function firstPeriodFrom(date: IsoDate, cutOffDay: number): PayPeriod {
  const next = shiftPayPeriod(date.slice(0, 7), 1);
  return payPeriod(date <= cutOffDate(next, cutOffDay) ? next : shiftPayPeriod(next, 1));
}

/**
 * When a selection left on `date` stops: the end of the last period whose payroll was already fixed, the
 * day before the first period the change reaches.
 */
export function lastDayOfCover(date: IsoDate, cutOffDay: number): IsoDate {
  return addDays(firstPeriodFrom(date, cutOffDay).startsOn, -1);
}
