import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statementRows, statementTotals } from './statement-mapping.ts';

describe('statement rows', () => {
  it("maps each entry with its 'Month Year' label, newest first", () => {
    const rows = statementRows([
      { month: 4, year: 2026, employeeContribution: 26.4, employerContribution: 0 },
      { month: 10, year: 2026, employeeContribution: 26.4, employerContribution: 0 },
      { month: 1, year: 2027, employeeContribution: 175, employerContribution: 105 },
    ]);
    expect(rows.map((row) => row.label)).toEqual(['January 2027', 'October 2026', 'April 2026']);
    expect(rows[0]).toEqual({
      month: 1,
      year: 2027,
      employee: 175,
      employer: 105,
      label: 'January 2027',
      time: Date.UTC(2027, 0, 1),
    });
  });

  it('adds the totals to the penny', () => {
    const rows = statementRows(
      Array.from({ length: 7 }, (_, index) => ({
        month: index + 4,
        year: 2026,
        employeeContribution: 0.1,
        employerContribution: 26.4,
      })),
    );
    expect(statementTotals(rows)).toEqual({ employee: 0.7, employer: 184.8 });
  });

  it('keeps every entry and reverses their order (property)', () => {
    const entry = fc.record({
      month: fc.integer({ min: 1, max: 12 }),
      year: fc.integer({ min: 2020, max: 2040 }),
      employeeContribution: fc.integer({ min: 0, max: 100_000 }).map((pence) => pence / 100),
      employerContribution: fc.integer({ min: 0, max: 100_000 }).map((pence) => pence / 100),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 24 }), (entries) => {
        const rows = statementRows(entries);
        expect(rows).toHaveLength(entries.length);
        expect(rows.map((row) => row.employee)).toEqual(entries.map((e) => e.employeeContribution).reverse());
      }),
    );
  });
});
