/**
 * Scheme years and enrolment windows (BENEFITS.md, Vocabulary): a client's scheme runs in years (Demo Ltd's 2026
 * is 1 April 2026 to 31 March 2027), each with one or more enrolment windows in which employees choose and
 * change their benefits, and a payroll cut-off day.
 */
import { addDays, type IsoDate } from './dates.ts';

export interface EnrolmentWindow {
  opensOn: IsoDate;
  /** The last day choices may be made (inclusive). */
  closesOn: IsoDate;
}

export interface SchemeYear {
  /** `2026`: the year the scheme year starts in. */
  year: number;
  startsOn: IsoDate;
  endsOn: IsoDate;
  windows: readonly EnrolmentWindow[];
  /** Day of the month on which payroll fixes the next period's deductions (see pay-periods.ts). */
  payrollCutOffDay: number;
}

/** How many days before a window closes its employees are reminded. */
export const WINDOW_CLOSING_REMINDER_DAYS = 7;

export const isWithin = (date: IsoDate, from: IsoDate, to: IsoDate) => from <= date && date <= to;

/** The scheme year a date falls in, if any. */
export function schemeYearOn(years: readonly SchemeYear[], date: IsoDate): SchemeYear | null {
  return years.find((year) => isWithin(date, year.startsOn, year.endsOn)) ?? null;
}

/** The window open on a date, if any. */
export function openWindowOn(year: SchemeYear, date: IsoDate): EnrolmentWindow | null {
  return year.windows.find((window) => isWithin(date, window.opensOn, window.closesOn)) ?? null;
}

/** The next window to open after a date, looking through the given scheme years (this one and later ones). */
export function nextWindowAfter(years: readonly SchemeYear[], date: IsoDate): EnrolmentWindow | null {
  const later = years.flatMap((year) => year.windows).filter((window) => window.opensOn > date);
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
