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

/** Up to this many found are sorted by their place in the order; more are read off the order itself. */
const FEW_FOUND = 2_000;

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
  /** Each slot's search text on its own ('' when empty): a search reads thousands, and this keeps them close. */
  private readonly texts: string[] = [];
  private readonly slotOf = new Map<string, number>();
  /** Slots whose search text holds each trigram; a changed person's old trigrams stay, checked at search. */
  private readonly postings = new Map<number, number[]>();
  /** Slots in each order asked for so far, and each slot's place in it; dropped when a change could move someone. */
  private readonly orders = new Map<string, { slots: Int32Array; rank: Int32Array }>();
  /** Who a search has found so far, by slot (cleared after each search, which runs without a pause). */
  private marks = new Uint8Array(0);

  private readonly fewFound: number;

  /** `fewFound`: up to how many found are sorted rather than read off the order (a test sets it to try both). */
  constructor(version: number, entries: readonly RosterEntry[], fewFound = FEW_FOUND) {
    this.version = version;
    this.fewFound = fewFound;
    this.load(entries);
  }

  /**
   * Adds people, or replaces those already held: a build reads the roster in batches, and someone renamed
   * meanwhile may come twice (the change log then brings the latest).
   */
  load(entries: readonly RosterEntry[]): void {
    for (const entry of entries) {
      const slot = this.slotOf.get(entry.id);
      if (slot === undefined) this.add(entry);
      else this.replace(slot, entry);
    }
    this.orders.clear();
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
        if (!entry) continue; // gone before this index held them
        this.add(entry);
        this.orders.clear();
      } else if (!entry) {
        this.entries[slot] = null;
        this.texts[slot] = '';
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
    if (this.marks.length < this.entries.length) this.marks = new Uint8Array(this.entries.length * 2);
    const marks = this.marks;
    const found: number[] = [];
    for (const slot of this.candidates(text)) {
      if (marks[slot] === 1 || !this.texts[slot]!.includes(text)) continue;
      const entry = this.entries[slot];
      if (!entry || !keep(entry)) continue;
      marks[slot] = 1;
      found.push(slot);
    }
    const rows = offset < found.length && limit > 0 ? this.window(found, order, offset, limit) : [];
    for (const slot of found) marks[slot] = 0;
    return { rows, total: found.length };
  }

  /**
   * The `found` people of one page in `order`: a few found are sorted by their place in it; for many, the order
   * is read from the first of them (the marks say who was found) to the page's end.
   */
  private window(found: number[], order: RosterOrder, offset: number, limit: number): RosterEntry[] {
    const { slots, rank } = this.orderOf(order);
    let inOrder: number[];
    if (found.length <= this.fewFound) {
      const places = Int32Array.from(found, (slot) => rank[slot]!).sort();
      inOrder = [...places.subarray(offset, offset + limit)].map((place) => slots[place]!);
    } else {
      let place = slots.length;
      for (const slot of found) place = Math.min(place, rank[slot]!);
      inOrder = [];
      for (; place < slots.length && inOrder.length < offset + limit; place += 1) {
        if (this.marks[slots[place]!] === 1) inOrder.push(slots[place]!);
      }
      inOrder = inOrder.slice(offset);
    }
    return inOrder.map((slot) => this.entries[slot]!);
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

  private orderOf(order: RosterOrder): { slots: Int32Array; rank: Int32Array } {
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
    const sorted = { slots: Int32Array.from(slots), rank: new Int32Array(this.entries.length) };
    sorted.slots.forEach((slot, place) => (sorted.rank[slot] = place));
    this.orders.set(key, sorted);
    return sorted;
  }

  private add(entry: RosterEntry): void {
    const slot = this.entries.length;
    this.entries.push(entry);
    this.texts.push(entry.searchText);
    this.slotOf.set(entry.id, slot);
    this.post(slot, entry.searchText);
  }

  private replace(slot: number, entry: RosterEntry): void {
    const before = this.entries[slot]!;
    this.entries[slot] = entry;
    this.texts[slot] = entry.searchText;
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
