/**
 * What the catalogue reads of one employee (the HR record, the live selections of a year, the life events), kept in memory
 * so that a list or page costs no query once the employee has been seen: the 100,000-employee budget allows
 * none. Eligibility itself is worked out on every request from these facts and today's date, so dates roll
 * over exactly.
 *
 * Whatever changes an employee's record or selections calls `forgetEmployee` after it commits, which every
 * process hears of (benefits.module.ts); entries live ten minutes, which bounds a notice that was lost. The
 * employee's own selection writes call `replaceBenefit` instead: the process that wrote keeps the versions it
 * holds, so the submit after a save and the pages after a submit read nothing again (issue 34).
 */
import type { EmployeeRecord, ReportedLifeEvent } from '@portal/benefits';
import type { Database } from '../../db/client.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import {
  employeeRecordOf,
  lifeEventsOf,
  liveSelectionsOf,
  shownSelections,
  type LiveSelection,
  type PayFacts,
} from './employee-facts.repository.ts';

const TTL_MS = 10 * 60_000;
/** About 40 MB at most: the employees active in the last minutes of a very large tenant. */
const MAX_ENTRIES = 100_000;

export interface EmployeeFacts {
  record: EmployeeRecord | null;
  pay: PayFacts | null;
  selections: LiveSelection[];
  /** The one selection per benefit the cards and pages show, worked out once per load (`shownSelections`). */
  shown: ReadonlyMap<number, LiveSelection>;
  lifeEvents: ReportedLifeEvent[];
}

export interface EmployeeFactsCache {
  facts(clientId: string, userId: string, schemeId: string): Promise<EmployeeFacts>;
  /** After a change to the employee's HR record, selections or life events has committed. */
  forgetEmployee(userId: string): void;
  /**
   * After a write to one benefit's selections has committed: `live`, the benefit's versions as the write left
   * them, take the place of the kept ones, if what is kept is still what the write read (`readFrom`, the kept
   * selections it was worked out from). Else (a change heard meanwhile, another write, nothing kept) the employee
   * is forgotten and read again when asked.
   */
  replaceBenefit(
    userId: string,
    write: { readFrom: readonly LiveSelection[]; benefitId: number; live: readonly LiveSelection[] },
  ): void;
}

export function createEmployeeFactsCache(db: Database): EmployeeFactsCache {
  // One entry per employee, for the year last asked about (another year, a masquerade's, replaces it).
  const cache = new TtlCache<EmployeeFacts & { schemeId: string }>(TTL_MS, MAX_ENTRIES);
  const load = async (clientId: string, userId: string, schemeId: string) => {
    const [employee, selections, lifeEvents] = await Promise.all([
      employeeRecordOf(db, clientId, userId),
      liveSelectionsOf(db, clientId, userId, schemeId),
      lifeEventsOf(db, clientId, userId),
    ]);
    return {
      schemeId,
      record: employee?.record ?? null,
      pay: employee?.pay ?? null,
      selections,
      shown: shownSelections(selections),
      lifeEvents,
    };
  };
  return {
    async facts(clientId, userId, schemeId) {
      const cached = await cache.getOrLoad(userId, () => load(clientId, userId, schemeId));
      if (cached.schemeId === schemeId) return cached;
      const other = await load(clientId, userId, schemeId);
      cache.set(userId, other);
      return other;
    },
    forgetEmployee: (userId) => cache.invalidate(userId),
    replaceBenefit(userId, { readFrom, benefitId, live }) {
      const kept = cache.get(userId);
      if (kept?.selections !== readFrom) return cache.invalidate(userId);
      const selections = [
        ...kept.selections.filter((selection) => selection.benefitId !== benefitId),
        ...live,
      ];
      // A set, not an edit: a read of the employee begun before the write is then not kept (ttl-cache.ts).
      cache.set(userId, { ...kept, selections, shown: shownSelections(selections) });
    },
  };
}
