/**
 * Life events (BENEFITS.md, Family members and life events; Selection lifecycle: windows): a self-declared event
 * opens a change window for the benefit groups its type names, from `daysBefore` before the event's date to
 * `daysAfter` after it (the event's closed date). Eligibility reads these windows through `lifeEventWindowsFor`,
 * so the catalogue, the set-up wizard and the selection commands all decide alike.
 */
import { addDays, type IsoDate } from './dates.ts';
import type { EnrolmentWindow } from './scheme-year.ts';
import { DEFAULT_LIFE_EVENT_WINDOW_DAYS } from './payroll-schedule.ts';

/**
 * The days a type opens before and after its event by default. A type that sets no days after takes its scheme
 * year's life-event window length (lifeEventDaysAfter in payroll-schedule.ts), 30 unless an operator changed it.
 */
export const DEFAULT_DAYS_BEFORE = 0;
export const DEFAULT_DAYS_AFTER = DEFAULT_LIFE_EVENT_WINDOW_DAYS;
/** How long after the event it may still be reported. */
export const LIFE_EVENT_REPORT_DAYS = 30;

export interface LifeEventTiming {
  daysBefore: number;
  daysAfter: number;
}

/** The window an event of a type opens. */
export function lifeEventWindow(eventDate: IsoDate, timing: LifeEventTiming): EnrolmentWindow {
  return { opensOn: addDays(eventDate, -timing.daysBefore), closesOn: addDays(eventDate, timing.daysAfter) };
}

export type LifeEventDateProblem = 'future' | 'too-old';

/** An event dated in the future, or more than 30 days ago, cannot be reported. */
export function lifeEventDateProblem(eventDate: IsoDate, today: IsoDate): LifeEventDateProblem | null {
  if (eventDate > today) return 'future';
  if (eventDate < addDays(today, -LIFE_EVENT_REPORT_DAYS)) return 'too-old';
  return null;
}

/** A reported event's window, with the groups it opens; a voided one opens nothing. */
export interface ReportedLifeEvent extends EnrolmentWindow {
  groupCodes: readonly string[];
  voided: boolean;
}

export type LifeEventStatus = 'open' | 'closed' | 'voided';

export function lifeEventStatus(event: Pick<ReportedLifeEvent, 'voided' | 'closesOn'>, today: IsoDate) {
  if (event.voided) return 'voided' satisfies LifeEventStatus;
  return (today <= event.closesOn ? 'open' : 'closed') satisfies LifeEventStatus;
}

/** The windows the employee's events opened for a benefit group: what eligibility's `lifeEventWindows` takes. */
export function lifeEventWindowsFor(
  events: readonly ReportedLifeEvent[],
  groupCode: string,
): EnrolmentWindow[] {
  return events
    .filter((event) => !event.voided && event.groupCodes.includes(groupCode))
    .map(({ opensOn, closesOn }) => ({ opensOn, closesOn }));
}
