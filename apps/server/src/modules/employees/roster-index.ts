/**
 * A tenant's roster in memory for the employee search: each person's list row with the folded `search_text`,
 * trigram postings to find the few people a search can match, and each sort order worked out once. A broad
 * search of 100,000 people (the 9,000 Bakers) costs the database 10 to 15 ms a time, and twenty employers
 * searching at once queue for it; here it costs well under a millisecond. The database stays the truth:
 * `roster-search.ts` keeps this up to date from the change log before every search.
 *
 * The orders are the database's: text in code-point order (the `C` collation), ascending with nulls last,
 * descending with nulls first, then the id, so a page here is the page SQL would give.
 */
import type { EmployeeSortColumn } from '@portal/contracts';
import type { EmployeeListRow } from './employees.repository.ts';

export interface RosterEntry extends EmployeeListRow {
  /** Name, e-mail and employee number, lower-cased and folded as the database folds them. */
  searchText: string;
}

/** `name` is the list's default: surname, then first name. */
export type RosterOrder = { column: EmployeeSortColumn | 'name'; descending: boolean };

export interface RosterSearch {
  /** Folded, as `foldForSearch` folds what the person typed; empty for everyone. */
  text: string;
  keep?: (entry: RosterEntry) => boolean;
  order: RosterOrder;
  offset: number;
  limit: number;
}

type SortValue = string | number | null;
const SORT_VALUES: Record<RosterOrder['column'], (entry: RosterEntry) => SortValue[]> = {
  name: (entry) => [entry.surname, entry.firstName],
  surname: (entry) => [entry.surname],
  first_name: (entry) => [entry.firstName],
  email: (entry) => [entry.email],
  employee_number: (entry) => [entry.employeeNumber],
  location: (entry) => [entry.location],
  activated_at: (entry) => [entry.activatedAt?.getTime() ?? null],
};

/** Three characters as one number (each below 2^16), the key of their postings. */
const trigramAt = (text: string, at: number) =>
  text.charCodeAt(at) * 2 ** 32 + text.charCodeAt(at + 1) * 2 ** 16 + text.charCodeAt(at + 2);

function compareValues(a: SortValue, b: SortValue, descending: boolean): number {
  if (a === b) return 0;
  // Nulls sort last ascending and first descending, as in PostgreSQL.
  if (a === null) return descending ? -1 : 1;
  if (b === null) return descending ? 1 : -1;
  const ascending = a < b ? -1 : 1;
  return descending ? -ascending : ascending;
}

export class RosterIndex {
  /** The change-log version this index holds (roster_versions). */
  version: number;
  /** By slot; a person removed leaves an empty slot. */
  private readonly entries: (RosterEntry | null)[] = [];
  private readonly slotOf = new Map<string, number>();
  /** Slots whose search text holds each trigram; a changed person's old trigrams stay, checked at search. */
  private readonly postings = new Map<number, number[]>();
  /** Slots in each order asked for so far; dropped when a change could move someone in it. */
  private readonly orders = new Map<string, Int32Array>();

  constructor(version: number, entries: readonly RosterEntry[]) {
    this.version = version;
    for (const entry of entries) this.add(entry);
  }

  get size(): number {
    return this.slotOf.size;
  }

  /**
   * The people changed up to `version`: those in `fresh` replace or join, the others of `changedIds` have left
   * the roster. A version this index already holds is ignored (a later catch-up has already read them).
   */
  apply(version: number, changedIds: readonly string[], fresh: readonly RosterEntry[]): void {
    if (version <= this.version) return;
    this.version = version;
    const found = new Map(fresh.map((entry) => [entry.id, entry]));
    for (const id of changedIds) {
      const slot = this.slotOf.get(id);
      const entry = found.get(id);
      if (slot === undefined) {
        if (entry) this.add(entry);
        this.orders.clear();
      } else if (!entry) {
        this.entries[slot] = null;
        this.slotOf.delete(id);
      } else {
        this.replace(slot, entry);
      }
    }
  }

  search({ text, keep = () => true, order, offset, limit }: RosterSearch): {
    rows: RosterEntry[];
    total: number;
  } {
    const matched = new Uint8Array(this.entries.length);
    let total = 0;
    for (const slot of this.candidates(text)) {
      const entry = this.entries[slot];
      if (!entry || matched[slot] === 1 || !entry.searchText.includes(text) || !keep(entry)) continue;
      matched[slot] = 1;
      total += 1;
    }
    const rows: RosterEntry[] = [];
    if (total <= offset || limit <= 0) return { rows, total };
    let seen = 0;
    for (const slot of this.orderOf(order)) {
      if (matched[slot] !== 1) continue;
      if (seen >= offset) rows.push(this.entries[slot]!);
      seen += 1;
      if (rows.length === limit) break;
    }
    return { rows, total };
  }

  /** Slots that may hold `text`: the shortest posting of its trigrams, or everyone for under three letters. */
  private candidates(text: string): Iterable<number> {
    if (text.length < 3) return this.entries.keys();
    let shortest: number[] | undefined;
    for (let at = 0; at + 3 <= text.length; at += 1) {
      const posting = this.postings.get(trigramAt(text, at));
      if (!posting) return [];
      if (!shortest || posting.length < shortest.length) shortest = posting;
    }
    return shortest ?? [];
  }

  private orderOf(order: RosterOrder): Int32Array {
    const key = `${order.column}:${order.descending}`;
    const known = this.orders.get(key);
    if (known) return known;
    const values = this.entries.map((entry) => (entry ? SORT_VALUES[order.column](entry) : []));
    const slots = [...this.slotOf.values()].sort((a, b) => {
      const left = values[a]!;
      const right = values[b]!;
      for (let i = 0; i < left.length; i += 1) {
        const by = compareValues(left[i]!, right[i]!, order.descending);
        if (by !== 0) return by;
      }
      return this.entries[a]!.id < this.entries[b]!.id ? -1 : 1;
    });
    const sorted = Int32Array.from(slots);
    this.orders.set(key, sorted);
    return sorted;
  }

  private add(entry: RosterEntry): void {
    const slot = this.entries.length;
    this.entries.push(entry);
    this.slotOf.set(entry.id, slot);
    this.post(slot, entry.searchText);
  }

  private replace(slot: number, entry: RosterEntry): void {
    const before = this.entries[slot]!;
    this.entries[slot] = entry;
    if (entry.searchText !== before.searchText) this.post(slot, entry.searchText);
    for (const [key] of this.orders) {
      const column = key.slice(0, key.indexOf(':')) as RosterOrder['column'];
      const moved = SORT_VALUES[column](before).some((value, i) => value !== SORT_VALUES[column](entry)[i]);
      if (moved) this.orders.delete(key);
    }
  }

  private post(slot: number, text: string): void {
    for (let at = 0; at + 3 <= text.length; at += 1) {
      const trigram = trigramAt(text, at);
      const posting = this.postings.get(trigram);
      if (!posting) this.postings.set(trigram, [slot]);
      else if (posting[posting.length - 1] !== slot) posting.push(slot);
    }
  }
}
