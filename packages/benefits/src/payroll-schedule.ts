/**
 * A scheme year's payroll schedule and window lengths (issue 35): its pay day, how long a new joiner's window
 * stays open and how long a life event's stays open after the event. Each year has its own (an operator sets
 * them in the console); a year that sets none, or a date in no year, takes the defaults, which are Demo Ltd's
 * and Northwind's: paid on the last working day, 30-day windows. One rule for the console's form, the server's
 * check and every place a pay day or a window's end is worked out.
 */
import { CUT_OFF_DAY_RANGE, isCutOffDay, schemeYearOn, type SchemeYear } from './scheme-year.ts';
import {
  DEFAULT_PAY_DAY,
  isPayDayRule,
  payPeriod,
  type PayDayRule,
  type PayPeriod,
  type PayPeriodId,
} from './pay-periods.ts';
import type { IsoDate } from './dates.ts';

export const DEFAULT_NEW_JOINER_WINDOW_DAYS = 30;
export const NEW_JOINER_WINDOW_RANGE = { min: 7, max: 90 } as const;
export const DEFAULT_LIFE_EVENT_WINDOW_DAYS = 30;
export const LIFE_EVENT_WINDOW_RANGE = { min: 7, max: 180 } as const;

export interface PayrollSchedule {
  payrollCutOffDay: number;
  payDay: PayDayRule;
  newJoinerWindowDays: number;
  lifeEventWindowDays: number;
}

export type PayrollScheduleField = keyof PayrollSchedule;

const within = (value: number, range: { min: number; max: number }) =>
  Number.isInteger(value) && value >= range.min && value <= range.max;

/** The fields of a schedule an operator wrote that break their ranges; empty when it is sound. */
export function payrollScheduleProblems(schedule: PayrollSchedule): PayrollScheduleField[] {
  const problems: PayrollScheduleField[] = [];
  if (!isCutOffDay(schedule.payrollCutOffDay)) problems.push('payrollCutOffDay');
  if (!isPayDayRule(schedule.payDay)) problems.push('payDay');
  if (!within(schedule.newJoinerWindowDays, NEW_JOINER_WINDOW_RANGE)) problems.push('newJoinerWindowDays');
  if (!within(schedule.lifeEventWindowDays, LIFE_EVENT_WINDOW_RANGE)) problems.push('lifeEventWindowDays');
  return problems;
}

export const PAYROLL_SCHEDULE_RANGES = {
  payrollCutOffDay: CUT_OFF_DAY_RANGE,
  newJoinerWindowDays: NEW_JOINER_WINDOW_RANGE,
  lifeEventWindowDays: LIFE_EVENT_WINDOW_RANGE,
} as const;

type Scheduled = Pick<SchemeYear, 'startsOn' | 'endsOn' | 'payDay'>;

/** A year's schedule with its defaults filled in. */
export function payrollScheduleOf(
  year: Pick<SchemeYear, 'payrollCutOffDay' | 'payDay' | 'newJoinerWindowDays' | 'lifeEventWindowDays'>,
): PayrollSchedule {
  return {
    payrollCutOffDay: year.payrollCutOffDay,
    payDay: year.payDay ?? DEFAULT_PAY_DAY,
    newJoinerWindowDays: year.newJoinerWindowDays ?? DEFAULT_NEW_JOINER_WINDOW_DAYS,
    lifeEventWindowDays: year.lifeEventWindowDays ?? DEFAULT_LIFE_EVENT_WINDOW_DAYS,
  };
}

/**
 * The pay-day rule of a period: that of the scheme year its last day falls in (a run needs the whole month in
 * one year, and the pay day is late in it), else the default.
 */
export function payDayRuleFor(years: readonly Scheduled[], id: PayPeriodId): PayDayRule {
  const lastDay = payPeriod(id).endsOn;
  return years.find((year) => year.startsOn <= lastDay && lastDay <= year.endsOn)?.payDay ?? DEFAULT_PAY_DAY;
}

/** A period with its scheme year's pay day. */
export function payPeriodIn(years: readonly Scheduled[], id: PayPeriodId): PayPeriod {
  return payPeriod(id, payDayRuleFor(years, id));
}

/** How long a new joiner whose benefits open on `opensOn` has: the length of the year that day falls in. */
export function newJoinerWindowDaysOn(years: readonly SchemeYear[], opensOn: IsoDate): number {
  return schemeYearOn(years, opensOn)?.newJoinerWindowDays ?? DEFAULT_NEW_JOINER_WINDOW_DAYS;
}

/**
 * How many days after its event a life event's window stays open: the type's own when it sets one, else the
 * length of the scheme year the event falls in, else of the current year, else the default.
 */
export function lifeEventDaysAfter(
  typeDaysAfter: number | null,
  years: readonly SchemeYear[],
  eventDate: IsoDate,
  current: SchemeYear | null,
): number {
  if (typeDaysAfter !== null) return typeDaysAfter;
  const year = schemeYearOn(years, eventDate) ?? current;
  return year?.lifeEventWindowDays ?? DEFAULT_LIFE_EVENT_WINDOW_DAYS;
}
