/**
 * Pay periods (BENEFITS.md, Money over time): monthly, paid on the scheme year's pay day: by default the last
 * working day of the month, or a day of the month (1 to 28) that moves back to the working day before it when it
 * falls on a weekend or bank holiday (the UK payroll convention; issue 35). A change
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
  /** The day pay is paid by the year's rule, a working day (weekends and England and Wales bank holidays excepted). */
  payDay: IsoDate;
}

/** When a scheme year pays: the last working day of the month, or a day of the month from 1 to 28. */
export type PayDayRule = 'last-working-day' | number;
export const LAST_WORKING_DAY = 'last-working-day' satisfies PayDayRule;
/** Demo Ltd's and Northwind's, and every year's unless an operator sets another. */
export const DEFAULT_PAY_DAY: PayDayRule = LAST_WORKING_DAY;
/** A day-of-month pay day's range: every month has a 28th. */
export const PAY_DAY_RANGE = { min: 1, max: 28 } as const;

export const isPayDayRule = (rule: unknown): rule is PayDayRule =>
  rule === LAST_WORKING_DAY ||
  (typeof rule === 'number' &&
    Number.isInteger(rule) &&
    rule >= PAY_DAY_RANGE.min &&
    rule <= PAY_DAY_RANGE.max);

const PERIOD_ID = /^(\d{4})-(\d{2})$/;

// A period never changes for a rule: each is worked out once per (id, rule) (cost quotes ask for one on every
// calculation).
const periods = new Map<string, PayPeriod>();

export function payPeriod(id: PayPeriodId, payDay: PayDayRule = DEFAULT_PAY_DAY): PayPeriod {
  const key = `${id}|${payDay}`;
  const known = periods.get(key);
  if (known) return known;
  const period = periodOf(id, payDay);
  periods.set(key, period);
  return period;
}

function periodOf(id: PayPeriodId, rule: PayDayRule): PayPeriod {
  if (!isPayDayRule(rule)) throw new RangeError(`Not a pay day: ${String(rule)}`);
  const match = PERIOD_ID.exec(id);
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) throw new RangeError(`Not a pay period: ${id}`);
  const endsOn = isoDate({ year, month, day: daysInMonth(year, month) });
  let payDay = rule === LAST_WORKING_DAY ? endsOn : isoDate({ year, month, day: rule });
  while (!isWorkingDay(payDay)) payDay = addDays(payDay, -1);
  return { id, startsOn: isoDate({ year, month, day: 1 }), endsOn, payDay };
}

export function payPeriodOf(date: IsoDate, payDay: PayDayRule = DEFAULT_PAY_DAY): PayPeriod {
  return payPeriod(date.slice(0, 7), payDay);
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

// Every quote of a day asks with the same date and the year's rules: answers are kept, a bounded number, and
// frozen, since every caller shares them.
const firstPeriods = new Map<string, PayPeriod>();
const FIRST_PERIODS_KEPT = 1_000;

/** The first period whose payroll a change made on `date` reaches: the first whose cut-off is not yet past. */
export function firstPeriodFrom(
  date: IsoDate,
  cutOffDay: number,
  payDay: PayDayRule = DEFAULT_PAY_DAY,
): PayPeriod {
  const key = `${date}|${cutOffDay}|${payDay}`;
  const known = firstPeriods.get(key);
  if (known) return known;
  const next = shiftPayPeriod(date.slice(0, 7), 1);
  const period = Object.freeze(
    payPeriod(date <= cutOffDate(next, cutOffDay) ? next : shiftPayPeriod(next, 1), payDay),
  );
  if (firstPeriods.size >= FIRST_PERIODS_KEPT) firstPeriods.clear();
  firstPeriods.set(key, period);
  return period;
}

/**
 * When a selection left on `date` stops: the end of the last period whose payroll was already fixed, the
 * day before the first period the change reaches.
 */
export function lastDayOfCover(date: IsoDate, cutOffDay: number): IsoDate {
  return addDays(firstPeriodFrom(date, cutOffDay).startsOn, -1);
}
