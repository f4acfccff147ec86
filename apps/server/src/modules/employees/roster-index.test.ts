/** The in-memory roster index answers exactly what a plain filter, sort and slice of the same people would. */
import { employeeSortColumns } from '@portal/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RosterIndex, type RosterEntry, type RosterOrder } from './roster-index.ts';

const letters = fc.constantFrom('a', 'b', 'n', 'u', 'z', '-', '1');
const word = fc.string({ unit: letters, minLength: 1, maxLength: 6 });
/** Mostly short, so that searches match several people. */
const searchText = fc.oneof(fc.string({ unit: letters, maxLength: 2 }), word);
const entry = fc.record({
  firstName: word,
  surname: word,
  employeeNumber: fc.option(word, { nil: null }),
  location: fc.option(fc.constantFrom('Leeds', 'Bristol', 'Cardiff'), { nil: null }),
  activatedAt: fc.option(
    fc.integer({ min: 0, max: 5 }).map((day) => new Date(Date.UTC(2026, 0, 1 + day))),
    {
      nil: null,
    },
  ),
  totpEnabledAt: fc.constant(null),
  employmentStatus: fc.constant('active' as const),
});
const people = fc
  .uniqueArray(fc.tuple(fc.uuid(), entry), { minLength: 0, maxLength: 40, selector: ([id]) => id })
  .map((rows) =>
    rows.map(([id, row]): RosterEntry => ({
      ...row,
      id,
      email: `${row.firstName}@x.test`,
      searchText: `${row.firstName} ${row.surname} ${row.firstName}@x.test ${row.employeeNumber ?? ''}`,
    })),
  );
const order: fc.Arbitrary<RosterOrder> = fc.record({
  column: fc.constantFrom('name' as const, ...employeeSortColumns),
  descending: fc.boolean(),
});

const VALUE: Record<RosterOrder['column'], (e: RosterEntry) => (string | number | null)[]> = {
  name: (e) => [e.surname, e.firstName],
  surname: (e) => [e.surname],
  first_name: (e) => [e.firstName],
  email: (e) => [e.email],
  employee_number: (e) => [e.employeeNumber],
  location: (e) => [e.location],
  activated_at: (e) => [e.activatedAt?.getTime() ?? null],
};

/** What SQL answers: ORDER BY the columns (nulls last ascending, first descending), then id. */
function expected(all: RosterEntry[], text: string, sort: RosterOrder, offset: number, limit: number) {
  const matching = all.filter((e) => e.searchText.includes(text));
  const rank = (v: string | number | null) => (v === null ? 1 : 0);
  const sorted = matching.sort((a, b) => {
    const [left, right] = [VALUE[sort.column](a), VALUE[sort.column](b)];
    for (let i = 0; i < left.length; i += 1) {
      const [x, y] = [left[i]!, right[i]!];
      if (x === y) continue;
      if (x === null || y === null) return (rank(x) - rank(y)) * (sort.descending ? -1 : 1);
      return (x < y ? -1 : 1) * (sort.descending ? -1 : 1);
    }
    return a.id < b.id ? -1 : 1;
  });
  return { total: matching.length, ids: sorted.slice(offset, offset + limit).map((e) => e.id) };
}

const search = (index: RosterIndex, text: string, sort: RosterOrder, offset: number, limit: number) => {
  const found = index.search({ text, order: sort, offset, limit });
  return { total: found.total, ids: found.rows.map((e) => e.id) };
};

describe('RosterIndex', () => {
  it('finds, counts, orders and pages as SQL would, for any people, search and order', () => {
    fc.assert(
      fc.property(
        people,
        word,
        order,
        fc.nat(10),
        fc.integer({ min: 1, max: 10 }),
        (all, text, sort, offset, limit) => {
          // Both ways of ordering what is found: sorting the few, and reading the order for the many.
          for (const fewFound of [2_000, 0]) {
            const index = new RosterIndex(1, all, fewFound);
            expect(search(index, text, sort, offset, limit)).toEqual(
              expected(all, text, sort, offset, limit),
            );
          }
        },
      ),
    );
  });

  it('answers the same after changes as an index built afresh from the changed people', () => {
    fc.assert(
      fc.property(people, people, searchText, order, (before, others, text, sort) => {
        const index = new RosterIndex(1, before, before.length % 2 === 0 ? 0 : 2_000);
        index.search({ text, order: sort, offset: 0, limit: 5 }); // an order worked out before the change
        // Of those before: a third changed (another person's details), a third gone, a third as they were.
        const changed = before.flatMap((e, i) => {
          if (i % 3 === 1) return [];
          const other = others[i];
          return [i % 3 === 0 && other ? { ...other, id: e.id } : e];
        });
        const after = [...changed, ...others.slice(before.length)];
        const changedIds = [...new Set([...before, ...after].map((e) => e.id))];
        index.apply(2, changedIds, after);
        expect(search(index, text, sort, 0, 50)).toEqual(expected(after, text, sort, 0, 50));
        for (const { surname } of after) {
          expect(search(index, surname, sort, 0, 50)).toEqual(expected(after, surname, sort, 0, 50));
        }
        expect(index.size).toBe(after.length);
      }),
    );
  });

  it('keeps only the people a filter keeps, and ignores a catch-up older than what it holds', () => {
    const [alex, sam] = ['Alex', 'Sam'].map((firstName, i): RosterEntry => ({
      id: `00000000-0000-0000-0000-00000000000${i}`,
      firstName,
      surname: 'Morgan',
      email: `${firstName}@x.test`,
      employeeNumber: null,
      location: null,
      employmentStatus: 'active',
      activatedAt: i === 0 ? new Date() : null,
      totpEnabledAt: null,
      searchText: `${firstName.toLowerCase()} morgan`,
    }));
    const index = new RosterIndex(5, [alex!, sam!]);
    const order: RosterOrder = { column: 'name', descending: false };
    const activated = index.search({
      text: 'morgan',
      keep: (e) => e.activatedAt !== null,
      order,
      offset: 0,
      limit: 10,
    });
    expect(activated.rows.map((e) => e.firstName)).toEqual(['Alex']);
    index.apply(4, [sam!.id], []);
    expect(index.search({ text: 'sam', order, offset: 0, limit: 10 }).total).toBe(1);
    index.apply(6, [sam!.id], []);
    expect(index.search({ text: 'sam', order, offset: 0, limit: 10 }).total).toBe(0);
    // Someone read twice by a build (renamed between its batches) is held once, as last read.
    index.load([{ ...alex!, surname: 'Quinn', searchText: 'alex quinn' }]);
    expect(index.size).toBe(1);
    expect(index.search({ text: 'alex', order, offset: 0, limit: 10 }).rows.map((e) => e.surname)).toEqual([
      'Quinn',
    ]);
  });
});
