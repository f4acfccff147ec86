/**
 * The employee search's in-memory indexes, one per tenant searched, kept up to date from the roster change
 * log (db/schema/roster-changes.ts): before a search, the changes since the index's version are read and the
 * people they name read again, before every search. So a search sees every write committed before it began, by
 * any process, as the SQL search did. An index unused for ten minutes is dropped (its memory with it) and built
 * again when next needed; the change log keeps a day (a nightly job purges the rest).
 */
import type { EmployeeSortColumn } from '@portal/contracts';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { employeeRecords, rosterChanges, rosterVersions, users } from '../../db/schema/index.ts';
import { foldForSearch } from '../../db/search-fold.ts';
import type { Clock } from '../../lib/clock.ts';
import { defineQueue } from '../../lib/jobs/index.ts';
import { createNextRuns } from '../../lib/next-run.ts';
import type { PagedSource } from '../../lib/paging.ts';
import { employeeColumns, onTheRoster, type EmployeeListRow } from './employees.repository.ts';
import { RosterIndex, type RosterEntry, type RosterOrder } from './roster-index.ts';

/** Past this many changes at once (a large upload), building afresh is cheaper than catching up. */
const MAX_CATCH_UP = 5_000;
const IDLE_MS = 10 * 60_000;
/** Tenants held at once, the least recently searched dropped first. */
const MAX_TENANTS = 20;

/** A build reads this many people at a time, letting other requests in between. */
const BUILD_BATCH = 5_000;

const entryColumns = { ...employeeColumns, searchText: users.searchText };
const asEntry = (row: { searchText: string | null } & EmployeeListRow): RosterEntry => ({
  ...row,
  searchText: row.searchText ?? '',
});

async function rosterEntries(db: Database, clientId: string, ids: readonly string[]) {
  const rows = await db
    .select(entryColumns)
    .from(users)
    .leftJoin(employeeRecords, eq(employeeRecords.userId, users.id))
    .where(and(onTheRoster(clientId), inArray(users.id, [...ids])));
  return rows.map(asEntry);
}

/** The roster in batches by name (the tenant's name index). */
async function loadRoster(db: Database, clientId: string, index: RosterIndex): Promise<void> {
  let after: RosterEntry | undefined;
  for (;;) {
    const rows = await db
      .select(entryColumns)
      .from(users)
      .leftJoin(employeeRecords, eq(employeeRecords.userId, users.id))
      .where(
        and(
          onTheRoster(clientId),
          after &&
            sql`(${users.surname}, ${users.firstName}, ${users.id}) > (${after.surname}, ${after.firstName}, ${after.id})`,
        ),
      )
      .orderBy(asc(users.surname), asc(users.firstName), asc(users.id))
      .limit(BUILD_BATCH);
    const entries = rows.map(asEntry);
    index.load(entries);
    after = entries.at(-1);
    if (entries.length < BUILD_BATCH) return;
  }
}

async function versionOf(db: Database, clientId: string): Promise<number> {
  const [row] = await db
    .select({ version: rosterVersions.version })
    .from(rosterVersions)
    .where(eq(rosterVersions.clientId, clientId));
  return row?.version ?? 0;
}

async function buildIndex(db: Database, clientId: string): Promise<RosterIndex> {
  // The version first: a change committed between the two reads is read again at the next catch-up.
  const index = new RosterIndex(await versionOf(db, clientId), []);
  await loadRoster(db, clientId, index);
  return index;
}

/** Reads what changed since the index's version into it; false when too much did. */
async function catchUp(db: Database, clientId: string, index: RosterIndex): Promise<boolean> {
  const changes = await db
    .select({ version: rosterChanges.version, userId: rosterChanges.userId })
    .from(rosterChanges)
    .where(and(eq(rosterChanges.clientId, clientId), gt(rosterChanges.version, index.version)))
    .orderBy(asc(rosterChanges.version))
    .limit(MAX_CATCH_UP + 1);
  if (changes.length === 0) return true;
  if (changes.length > MAX_CATCH_UP) return false;
  const ids = [...new Set(changes.map((change) => change.userId))];
  index.apply(changes.at(-1)!.version, ids, await rosterEntries(db, clientId, ids));
  return true;
}

/**
 * Every search reads the change log since its index's version (a fraction of a millisecond), so it sees every
 * write committed before it began, whichever process or tool made it.
 */
export function createRosterSearch(db: Database, now: () => number = Date.now) {
  const held = new Map<string, { index: RosterIndex; usedAt: number }>();
  const building = new Map<string, Promise<RosterIndex>>();
  // By index, not tenant: a caller holding a new build must not share a catch-up of the one it replaced.
  const nextCatchUp = createNextRuns<boolean, RosterIndex>();
  /** Reads the changes into the index; false when too many came to catch up. Twenty searches at once read the
   * log twice, not twenty times (each from a read begun after it asked). */
  const caughtUp = (clientId: string, index: RosterIndex) =>
    nextCatchUp(index, () => catchUp(db, clientId, index));

  const build = (clientId: string) => {
    const pending =
      building.get(clientId) ??
      buildIndex(db, clientId)
        .then((index) => {
          held.delete(clientId);
          held.set(clientId, { index, usedAt: now() });
          while (held.size > MAX_TENANTS) held.delete(held.keys().next().value!);
          return index;
        })
        .finally(() => building.delete(clientId));
    building.set(clientId, pending);
    return pending;
  };

  /** The tenant's index, with every change committed before the call (a build shared with others too). */
  async function rosterIndexOf(clientId: string): Promise<RosterIndex> {
    for (const [id, entry] of held) if (now() - entry.usedAt > IDLE_MS) held.delete(id);
    const entry = held.get(clientId);
    if (!entry) {
      const built = await build(clientId);
      // A build another caller started may predate this call.
      return (await caughtUp(clientId, built)) ? built : build(clientId);
    }
    entry.usedAt = now();
    held.delete(clientId);
    held.set(clientId, entry);
    return (await caughtUp(clientId, entry.index)) ? entry.index : build(clientId);
  }

  /** Starts building the tenant's index unless it is held (the list opened: a search may follow). */
  const warm = (clientId: string) => {
    if (!held.has(clientId)) build(clientId).catch(() => undefined);
  };
  return Object.assign(rosterIndexOf, { warm });
}
export type RosterIndexOf = ReturnType<typeof createRosterSearch>;

/** The order a `sort_by` asks for; the list's default (by name) without one. */
export function rosterOrder(sortBy: EmployeeSortColumn | `-${EmployeeSortColumn}` | undefined): RosterOrder {
  if (!sortBy) return { column: 'name', descending: false };
  const descending = sortBy.startsWith('-');
  return { column: (descending ? sortBy.slice(1) : sortBy) as EmployeeSortColumn, descending };
}

/** A search of the tenant's people through its index, as a paged source of list rows. */
export function rosterSearchSource(
  rosterIndexOf: RosterIndexOf,
  clientId: string,
  search: string,
  order: RosterOrder,
  keep?: (entry: RosterEntry) => boolean,
): PagedSource<RosterEntry> {
  const text = foldForSearch(search);
  const found = async (window: { limit: number; offset: number }) =>
    (await rosterIndexOf(clientId)).search({ text, keep, order, ...window });
  return {
    count: async () => (await found({ limit: 0, offset: 0 })).total,
    rows: async (window) => (await found(window)).rows,
    counted: found,
  };
}

/** The change log is read within minutes (an index unused for ten is dropped); a day is ample. */
export const purgeRosterChanges = defineQueue<Record<string, never>>('employees.roster-changes-purge', {
  retryLimit: 1,
  policy: 'singleton',
});
export const PURGE_ROSTER_CHANGES_CRON = '15 4 * * *';

export async function purgeOldRosterChanges(db: Database, clock: Clock): Promise<void> {
  const dayAgo = new Date(clock().getTime() - 24 * 60 * 60_000);
  await db.delete(rosterChanges).where(lt(rosterChanges.changedAt, dayAgo));
}
