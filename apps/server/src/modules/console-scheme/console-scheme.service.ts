/**
 * The console's Scheme years and windows area (issue 35). Every change takes the client's row lock first, so
 * that two at once (a double click) take turns and the second finds the change made: the same window added or
 * moved again, or the same payroll and windows, is no second change. Dates are checked by the shared rule
 * (packages/benefits windowProblems) against every window of the client, and groups against the client's
 * (window-groups.ts), refused by their field with nothing saved. Each change is written with its audit row in
 * one transaction; a change of a window that is open (before or after) needs a reason and, when its dates move,
 * queues in that transaction too the job that e-mails the client's active people, so they are told exactly when
 * the change holds. After it commits, every process forgets the client's cached scheme years.
 */
import { randomUUID } from 'node:crypto';
import {
  LAST_WORKING_DAY,
  longDate,
  payrollScheduleOf,
  payrollScheduleProblems,
  ukDateOf,
  windowProblems,
  windowState,
  type EnrolmentWindow,
  type IsoDate,
  type PayDayRule,
} from '@portal/benefits';
import {
  CUT_OFF_DAY_MESSAGE,
  PAYROLL_SCHEDULE_MESSAGES,
  REASON_REQUIRED_MESSAGE,
  WINDOW_MESSAGES,
  type ConsoleScheme,
  type NewWindow,
  type PayrollScheduleChange,
  type WindowChange,
} from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { ClientRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Jobs } from '../../lib/jobs/index.ts';
import { NOT_FOUND_MESSAGE } from '../../plugins/auth.ts';
import { recordConsoleChange, type ConsoleActor } from '../console/index.ts';
import { lockClientRow } from '../tenants/index.ts';
import { presentScheme } from './console-scheme.presenter.ts';
import {
  benefitGroupsOf,
  deleteWindow,
  insertWindow,
  schemeYearsOf,
  updatePayrollSchedule,
  updateWindow,
  type SchemeYearRows,
} from './console-scheme.repository.ts';
import { chosenGroups, sameGroups } from './window-groups.ts';
import { windowChangedNotices } from './window-changed-notices.ts';

export interface ConsoleSchemeDeps {
  db: Database;
  clock: Clock;
  /** Where the e-mails of a moved open window are queued (window-changed-notices.ts). */
  jobs: Pick<Jobs, 'send'>;
  /** Drops the client's cached scheme years here and, through change notices, on every other process. */
  publish(clientId: string): void;
}

export type ConsoleClient = Pick<ClientRow, 'id' | 'slug' | 'name'>;
interface Change {
  actor: ConsoleActor;
  client: ConsoleClient;
  year: number;
}

const today = (clock: Clock) => ukDateOf(clock());
const sameDates = (a: EnrolmentWindow, b: EnrolmentWindow) =>
  a.opensOn === b.opensOn && a.closesOn === b.closesOn;
const dates = (window: EnrolmentWindow) => ({ opensOn: window.opensOn, closesOn: window.closesOn });
/** What the trail keeps of a window: its dates and the groups it opens. */
const audited = (window: EnrolmentWindow, groups: readonly string[]) => ({ ...dates(window), groups });

export async function consoleScheme(deps: ConsoleSchemeDeps, client: ConsoleClient): Promise<ConsoleScheme> {
  const [years, groups] = await Promise.all([
    schemeYearsOf(deps.db, client.id),
    benefitGroupsOf(deps.db, client.id),
  ]);
  return presentScheme(client, years, groups, today(deps.clock));
}

/**
 * The year of a change, under the client's lock, with every window of the client (a window may not share a day
 * with one of another year either); 404 when the client has no such year.
 */
async function lockedYear(tx: Database, { client, year }: Change) {
  await lockClientRow(tx, client.id);
  const years = await schemeYearsOf(tx, client.id);
  const scheme = years.find((candidate) => candidate.year === year);
  if (!scheme) throw new HttpError(404, NOT_FOUND_MESSAGE);
  return { ...scheme, allWindows: years.flatMap((candidate) => candidate.windows) };
}

/** Refuses a window's dates that break the year's rules, each problem by its field. */
function checkDates(
  year: { startsOn: IsoDate; endsOn: IsoDate },
  others: readonly EnrolmentWindow[],
  window: EnrolmentWindow,
) {
  const problems = windowProblems(year, others, window);
  if (problems.length === 0) return;
  const errors = problems.map((found) => ({
    field: found.field,
    message:
      found.problem === 'overlaps'
        ? WINDOW_MESSAGES.overlaps(longDate(found.other.opensOn), longDate(found.other.closesOn))
        : found.problem === 'outside-year'
          ? WINDOW_MESSAGES.outsideYear(longDate(year.startsOn), longDate(year.endsOn))
          : WINDOW_MESSAGES.closesBeforeOpens,
  }));
  throw new HttpError(400, 'The window was not saved', errors);
}

/** After the change has committed: every process reads the client's scheme years afresh. */
async function published(deps: ConsoleSchemeDeps, client: ConsoleClient, changed: boolean) {
  if (changed) deps.publish(client.id);
  return consoleScheme(deps, client);
}

export async function addWindow(deps: ConsoleSchemeDeps, change: Change & { window: NewWindow }) {
  const { client, window } = change;
  const added = await deps.db.transaction(async (tx) => {
    const scheme = await lockedYear(tx, change);
    const groups = await chosenGroups(tx, client.id, window.groups, []);
    const same = (other: SchemeYearRows['windows'][number]) =>
      sameDates(other, window) && sameGroups(other.groupCodes, groups);
    if (scheme.windows.some(same)) return false;
    checkDates(scheme, scheme.allWindows, window);
    const row = await insertWindow(tx, {
      clientId: client.id,
      schemeId: scheme.id,
      ...dates(window),
      groupCodes: groups,
    });
    await recordConsoleChange(tx, change.actor, {
      type: 'console.window_added',
      clientId: client.id,
      subject: { client: client.slug, schemeYear: scheme.year, window: row.id },
      before: null,
      after: audited(row, groups),
    });
    return true;
  });
  return published(deps, client, added);
}

export async function changeWindow(
  deps: ConsoleSchemeDeps,
  change: Change & { windowId: string; window: WindowChange },
) {
  const { client, window } = change;
  const on = today(deps.clock);
  const changed = await deps.db.transaction(async (tx) => {
    const scheme = await lockedYear(tx, change);
    const before = scheme.windows.find((candidate) => candidate.id === change.windowId);
    if (!before) throw new HttpError(404, NOT_FOUND_MESSAGE);
    const groups = await chosenGroups(tx, client.id, window.groups, before.groupCodes);
    const moved = !sameDates(before, window);
    if (!moved && sameGroups(before.groupCodes, groups)) return false;
    if (windowState(before, on) === 'closed') throw new HttpError(409, WINDOW_MESSAGES.changeClosed);
    checkDates(
      scheme,
      scheme.allWindows.filter((other) => other.id !== before.id),
      window,
    );
    // Open before or after the change: employees are choosing in it, so it is said why; moved, they are told
    // the new dates (a change of its groups alone shows in their catalogue, with no e-mail of dates).
    const affectsEmployees = windowState(before, on) === 'open' || windowState(window, on) === 'open';
    const told = affectsEmployees && moved;
    const reason = window.reason?.trim() || undefined;
    if (affectsEmployees && !reason) {
      throw new HttpError(400, 'The window was not saved', [
        { field: 'reason', message: REASON_REQUIRED_MESSAGE },
      ]);
    }
    await updateWindow(tx, client.id, before.id, { ...dates(window), groupCodes: groups });
    await recordConsoleChange(tx, change.actor, {
      type: 'console.window_changed',
      clientId: client.id,
      subject: {
        client: client.slug,
        schemeYear: scheme.year,
        window: before.id,
        employeesTold: told,
      },
      before: audited(before, before.groupCodes),
      after: audited(window, groups),
      ...(reason ? { reason } : {}),
    });
    if (told) {
      const notice = {
        changeId: randomUUID(),
        clientId: client.id,
        schemeYear: scheme.year,
        ...dates(window),
        on,
      };
      await deps.jobs.send(windowChangedNotices, notice, { tx });
    }
    return true;
  });
  return published(deps, client, changed);
}

export async function removeWindow(deps: ConsoleSchemeDeps, change: Change & { windowId: string }) {
  const { client } = change;
  const on = today(deps.clock);
  await deps.db.transaction(async (tx) => {
    const scheme = await lockedYear(tx, change);
    const before = scheme.windows.find((candidate) => candidate.id === change.windowId);
    if (!before) throw new HttpError(404, NOT_FOUND_MESSAGE);
    if (windowState(before, on) !== 'upcoming') throw new HttpError(409, WINDOW_MESSAGES.removeOpened);
    await deleteWindow(tx, client.id, before.id);
    await recordConsoleChange(tx, change.actor, {
      type: 'console.window_removed',
      clientId: client.id,
      subject: { client: client.slug, schemeYear: scheme.year, window: before.id },
      before: audited(before, before.groupCodes),
      after: null,
    });
  });
  return published(deps, client, true);
}

/** The row's pay day as the console and the rules say it, and back: null is the last working day. */
export const payDayOfRow = (payDay: number | null): PayDayRule => payDay ?? LAST_WORKING_DAY;
const rowPayDay = (payDay: PayDayRule) => (payDay === LAST_WORKING_DAY ? null : payDay);

/**
 * A year's cut-off day, pay day and window lengths, set together with a reason: they change what payroll deducts
 * and when employees may choose. The same values again are no second change; values the shared rule refuses
 * (the request's validation already did, by field) are refused here too, so no other caller can store them.
 */
export async function setPayrollSchedule(
  deps: ConsoleSchemeDeps,
  change: Change & { schedule: PayrollScheduleChange },
) {
  const { client } = change;
  const { reason: _reason, ...wanted } = change.schedule;
  const reason = change.schedule.reason.trim();
  const changed = await deps.db.transaction(async (tx) => {
    const scheme = await lockedYear(tx, change);
    const before = payrollScheduleOf({ ...scheme, payDay: payDayOfRow(scheme.payDay) });
    const fields = Object.keys(wanted) as (keyof typeof wanted)[];
    if (fields.every((field) => before[field] === wanted[field])) return false;
    const problems = payrollScheduleProblems(wanted);
    if (problems.length > 0) {
      const errors = problems.map((field) => ({ field, message: SCHEDULE_MESSAGES[field] }));
      throw new HttpError(400, 'The payroll and windows were not saved', errors);
    }
    await updatePayrollSchedule(tx, client.id, scheme.id, { ...wanted, payDay: rowPayDay(wanted.payDay) });
    await recordConsoleChange(tx, change.actor, {
      type: 'console.payroll_schedule_changed',
      clientId: client.id,
      subject: { client: client.slug, schemeYear: scheme.year },
      before,
      after: wanted,
      reason,
    });
    return true;
  });
  return published(deps, client, changed);
}

const SCHEDULE_MESSAGES = { payrollCutOffDay: CUT_OFF_DAY_MESSAGE, ...PAYROLL_SCHEDULE_MESSAGES };
