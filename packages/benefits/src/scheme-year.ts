/**
 * Scheme years and enrolment windows (BENEFITS.md, Vocabulary): a client's scheme runs in years (Demo Ltd's 2026
 * is 1 April 2026 to 31 March 2027), each with one or more enrolment windows in which employees choose and
 * change their benefits, and a payroll cut-off day.
 */
import { addDays, type IsoDate } from './dates.ts';
import type { PayDayRule } from './pay-periods.ts';

export interface EnrolmentWindow {
  opensOn: IsoDate;
  /** The last day choices may be made (inclusive). */
  closesOn: IsoDate;
  /** The codes of the benefit groups whose benefits it opens; empty or absent: every group. */
  groups?: readonly string[];
}

export interface SchemeYear {
  /** `2026`: the year the scheme year starts in. */
  year: number;
  startsOn: IsoDate;
  endsOn: IsoDate;
  windows: readonly EnrolmentWindow[];
  /** Day of the month on which payroll fixes the next period's deductions (see pay-periods.ts). */
  payrollCutOffDay: number;
  /** When the year's periods are paid (payroll-schedule.ts); absent: the last working day of the month. */
  payDay?: PayDayRule;
  /** How long a new joiner's window stays open; absent: 30 days. */
  newJoinerWindowDays?: number;
  /** How long after its event a life event's window stays open, for types that set none; absent: 30 days. */
  lifeEventWindowDays?: number;
}

/** How many days before a window closes its employees are reminded. */
export const WINDOW_CLOSING_REMINDER_DAYS = 7;

export const isWithin = (date: IsoDate, from: IsoDate, to: IsoDate) => from <= date && date <= to;

/** The scheme year a date falls in, if any. */
export function schemeYearOn(years: readonly SchemeYear[], date: IsoDate): SchemeYear | null {
  return years.find((year) => isWithin(date, year.startsOn, year.endsOn)) ?? null;
}

/** Whether a window opens a group's benefits: one that names no group opens every group's. */
export const coversGroup = (window: EnrolmentWindow, groupCode: string) =>
  !window.groups || window.groups.length === 0 || window.groups.includes(groupCode);

/** Any window when no group is given (the year's own state); else only one that covers the group. */
const forGroup = (groupCode: string | undefined) => (window: EnrolmentWindow) =>
  groupCode === undefined || coversGroup(window, groupCode);

/** The window open on a date, if any; given a benefit's group, the one open for that group. */
export function openWindowOn(year: SchemeYear, date: IsoDate, groupCode?: string): EnrolmentWindow | null {
  return (
    year.windows.find(
      (window) => isWithin(date, window.opensOn, window.closesOn) && forGroup(groupCode)(window),
    ) ?? null
  );
}

/**
 * The next window to open after a date, looking through the given scheme years (this one and later ones); given
 * a benefit's group, the next that covers it.
 */
export function nextWindowAfter(
  years: readonly SchemeYear[],
  date: IsoDate,
  groupCode?: string,
): EnrolmentWindow | null {
  const later = years
    .flatMap((year) => year.windows)
    .filter((window) => window.opensOn > date && forGroup(groupCode)(window));
  return later.sort((a, b) => (a.opensOn < b.opensOn ? -1 : 1))[0] ?? null;
}

/** The day the closing reminder of a window is sent. */
export function closingReminderDate(window: EnrolmentWindow): IsoDate {
  return addDays(window.closesOn, -WINDOW_CLOSING_REMINDER_DAYS);
}

/** Problems with a scheme year as an operator wrote it; empty when it is sound. */
export function schemeYearProblems(year: SchemeYear): string[] {
  const problems: string[] = [];
  if (year.startsOn > year.endsOn) problems.push('the scheme year ends before it starts');
  if (!Number.isInteger(year.payrollCutOffDay) || year.payrollCutOffDay < 1 || year.payrollCutOffDay > 28) {
    problems.push('the payroll cut-off day must be a day from 1 to 28');
  }
  const windows = [...year.windows].sort((a, b) => (a.opensOn < b.opensOn ? -1 : 1));
  windows.forEach((window, index) => {
    if (window.opensOn > window.closesOn)
      problems.push(`the window opening ${window.opensOn} closes before it opens`);
    const previous = windows[index - 1];
    if (previous && window.opensOn <= previous.closesOn) {
      problems.push(`the windows opening ${previous.opensOn} and ${window.opensOn} overlap`);
    }
  });
  return problems;
}

/** The payroll cut-off day's range: every month has a 28th. */
export const CUT_OFF_DAY_RANGE = { min: 1, max: 28 } as const;

export const isCutOffDay = (day: number) =>
  Number.isInteger(day) && day >= CUT_OFF_DAY_RANGE.min && day <= CUT_OFF_DAY_RANGE.max;

/** What is wrong with a window an operator adds to a scheme year or moves in it, by the date it is about. */
export type WindowProblem =
  | { field: 'closesOn'; problem: 'closes-before-opens' | 'outside-year' }
  | { field: 'opensOn'; problem: 'overlaps'; other: EnrolmentWindow };

/**
 * A window's problems against its scheme year and the client's other windows (the window itself left out by the
 * caller). It closes on or after it opens, and within the year: it may open before the year starts, as the
 * annual choice is made before the year begins (Demo Ltd's opens on 1 March for a year from 1 April). It shares
 * no day with another window, of this year or another: a day in two windows would make "the open window"
 * ambiguous. Empty when it is sound.
 */
export function windowProblems(
  year: Pick<SchemeYear, 'startsOn' | 'endsOn'>,
  others: readonly EnrolmentWindow[],
  window: EnrolmentWindow,
): WindowProblem[] {
  if (window.closesOn < window.opensOn) return [{ field: 'closesOn', problem: 'closes-before-opens' }];
  if (!isWithin(window.closesOn, year.startsOn, year.endsOn))
    return [{ field: 'closesOn', problem: 'outside-year' }];
  const other = others.find(
    (candidate) => candidate.opensOn <= window.closesOn && window.opensOn <= candidate.closesOn,
  );
  return other ? [{ field: 'opensOn', problem: 'overlaps', other }] : [];
}

/** Where a window stands on a day: not opened yet, open (its first and last days included), or closed. */
export function windowState(window: EnrolmentWindow, today: IsoDate): 'upcoming' | 'open' | 'closed' {
  if (today < window.opensOn) return 'upcoming';
  return today <= window.closesOn ? 'open' : 'closed';
}

/** A scheme year's number and dates, as an operator adds one. */
export type SchemeYearDates = Pick<SchemeYear, 'year' | 'startsOn' | 'endsOn'>;

/** What is wrong with a scheme year an operator adds to a client, by the field it is about. */
export type NewSchemeYearProblem =
  | { field: 'year'; problem: 'taken' }
  | { field: 'startsOn'; problem: 'not-in-year' }
  | { field: 'startsOn'; problem: 'overlaps'; other: SchemeYearDates }
  | { field: 'endsOn'; problem: 'ends-before-starts' };

/**
 * A new scheme year's problems against the client's years. Its number is unused and is the year it starts in
 * (`2027` starts in 2027, as BENEFITS.md numbers them); it ends after it starts; and it shares no day with another
 * year, since "the scheme year of a day" (schemeYearOn) must be one year. Each problem by its own field; the
 * overlap is looked for only when the dates are in order, and not with the year of the same number (taken says
 * that). Empty when it is sound.
 */
export function newSchemeYearProblems(
  years: readonly SchemeYearDates[],
  candidate: SchemeYearDates,
): NewSchemeYearProblem[] {
  const problems: NewSchemeYearProblem[] = [];
  if (years.some((year) => year.year === candidate.year)) problems.push({ field: 'year', problem: 'taken' });
  const ordered = candidate.startsOn < candidate.endsOn;
  if (!candidate.startsOn.startsWith(`${candidate.year}-`)) {
    problems.push({ field: 'startsOn', problem: 'not-in-year' });
  } else if (ordered) {
    const other = years.find(
      (year) =>
        year.year !== candidate.year &&
        year.startsOn <= candidate.endsOn &&
        candidate.startsOn <= year.endsOn,
    );
    if (other) problems.push({ field: 'startsOn', problem: 'overlaps', other });
  }
  if (!ordered) problems.push({ field: 'endsOn', problem: 'ends-before-starts' });
  return problems;
}
