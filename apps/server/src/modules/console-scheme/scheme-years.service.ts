/**
 * Scheme years in the console (issue 35): a new client has none, so nothing can be added to its catalogue until
 * an operator adds one. The first year added becomes the client's current year; a later one is made current
 * explicitly, with a reason, as every employee's catalogue then changes to it. Like the window changes, each
 * takes the client's row lock first (a double click finds the change made and records nothing), is checked by
 * the shared rule (packages/benefits newSchemeYearProblems) with every problem by its field and nothing saved,
 * is written with its audit row in one transaction, and makes every process forget the client's cached years.
 */
import {
  DEFAULT_LIFE_EVENT_WINDOW_DAYS,
  DEFAULT_NEW_JOINER_WINDOW_DAYS,
  LAST_WORKING_DAY,
  longDate,
  newSchemeYearProblems,
  type NewSchemeYearProblem,
} from '@portal/benefits';
import { SCHEME_YEAR_MESSAGES, type ConsoleScheme, type NewSchemeYear } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { NOT_FOUND_MESSAGE } from '../../plugins/auth.ts';
import { recordConsoleChange, type ConsoleActor } from '../console/index.ts';
import { lockClientRow } from '../tenants/index.ts';
import {
  consoleScheme,
  payDayOfRow,
  type ConsoleClient,
  type ConsoleSchemeDeps,
} from './console-scheme.service.ts';
import {
  insertSchemeYear,
  schemeYearsOf,
  setCurrentYear,
  type PayrollScheduleRow,
  type SchemeYearRows,
} from './console-scheme.repository.ts';

interface YearChange {
  actor: ConsoleActor;
  client: ConsoleClient;
}

async function lockedYears(tx: Database, clientId: string) {
  await lockClientRow(tx, clientId);
  return schemeYearsOf(tx, clientId);
}

function messageOf(found: NewSchemeYearProblem, year: number): string {
  switch (found.problem) {
    case 'taken':
      return SCHEME_YEAR_MESSAGES.yearTaken(year);
    case 'not-in-year':
      return SCHEME_YEAR_MESSAGES.notInYear(year);
    case 'overlaps':
      return SCHEME_YEAR_MESSAGES.overlaps(
        found.other.year,
        longDate(found.other.startsOn),
        longDate(found.other.endsOn),
      );
    case 'ends-before-starts':
      return SCHEME_YEAR_MESSAGES.endsBeforeStarts;
  }
}

/**
 * A new year's pay day and window lengths: those it was given, else the year before's (the latest that starts
 * before it), else the defaults the columns hold.
 */
function scheduleOf(year: NewSchemeYear, years: readonly SchemeYearRows[]): PayrollScheduleRow {
  const before = years.filter((candidate) => candidate.year < year.year).at(-1);
  const rowPayDay =
    year.payDay === undefined ? undefined : year.payDay === LAST_WORKING_DAY ? null : year.payDay;
  return {
    payrollCutOffDay: year.payrollCutOffDay,
    payDay: rowPayDay === undefined ? (before?.payDay ?? null) : rowPayDay,
    newJoinerWindowDays:
      year.newJoinerWindowDays ?? before?.newJoinerWindowDays ?? DEFAULT_NEW_JOINER_WINDOW_DAYS,
    lifeEventWindowDays:
      year.lifeEventWindowDays ?? before?.lifeEventWindowDays ?? DEFAULT_LIFE_EVENT_WINDOW_DAYS,
  };
}

async function published(deps: ConsoleSchemeDeps, client: ConsoleClient, changed: boolean) {
  if (changed) deps.publish(client.id);
  return consoleScheme(deps, client);
}

export async function addSchemeYear(
  deps: ConsoleSchemeDeps,
  change: YearChange & { year: NewSchemeYear },
): Promise<ConsoleScheme> {
  const { client, year } = change;
  const added = await deps.db.transaction(async (tx) => {
    const years = await lockedYears(tx, client.id);
    const same = years.find((candidate) => candidate.year === year.year);
    if (
      same?.startsOn === year.startsOn &&
      same.endsOn === year.endsOn &&
      same.payrollCutOffDay === year.payrollCutOffDay
    ) {
      return false;
    }
    const problems = newSchemeYearProblems(years, year);
    if (problems.length > 0) {
      const errors = problems.map((found) => ({ field: found.field, message: messageOf(found, year.year) }));
      throw new HttpError(400, 'The scheme year was not saved', errors);
    }
    // A client's first year (or one added while it has no current year) is the one its employees see.
    const isCurrent = !years.some((candidate) => candidate.isCurrent);
    const schedule = scheduleOf(year, years);
    await insertSchemeYear(tx, {
      clientId: client.id,
      year: year.year,
      startsOn: year.startsOn,
      endsOn: year.endsOn,
      ...schedule,
      isCurrent,
    });
    await recordConsoleChange(tx, change.actor, {
      type: 'console.scheme_year_added',
      clientId: client.id,
      subject: { client: client.slug, schemeYear: year.year },
      before: null,
      after: {
        startsOn: year.startsOn,
        endsOn: year.endsOn,
        ...schedule,
        payDay: payDayOfRow(schedule.payDay),
        isCurrent,
      },
    });
    return true;
  });
  return published(deps, client, added);
}

/**
 * Makes a year current: only one after the current year (the scheme moves on; its earlier years are history
 * that payroll and reports read), with the reason the audit trail keeps.
 */
export async function makeYearCurrent(
  deps: ConsoleSchemeDeps,
  change: YearChange & { year: number; reason: string },
): Promise<ConsoleScheme> {
  const { client } = change;
  const changed = await deps.db.transaction(async (tx) => {
    const years = await lockedYears(tx, client.id);
    const target = years.find((candidate) => candidate.year === change.year);
    if (!target) throw new HttpError(404, NOT_FOUND_MESSAGE);
    if (target.isCurrent) return false;
    const current = years.find((candidate) => candidate.isCurrent);
    if (current && current.year > target.year) {
      throw new HttpError(409, SCHEME_YEAR_MESSAGES.notLater(current.year));
    }
    await setCurrentYear(tx, client.id, target.id);
    await recordConsoleChange(tx, change.actor, {
      type: 'console.scheme_year_made_current',
      clientId: client.id,
      subject: { client: client.slug, schemeYear: target.year },
      before: { currentYear: current?.year ?? null },
      after: { currentYear: target.year },
      reason: change.reason,
    });
    return true;
  });
  return published(deps, client, changed);
}
