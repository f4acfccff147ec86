import { monthYear } from '@portal/benefits/dates';
import type { StatementEntry } from '@portal/contracts/statements';

/** Spec section 3, Statement entry, as the statement panel shows it. */
export interface StatementRow {
  month: number;
  year: number;
  employee: number;
  employer: number;
  /** 'October 2026'. */
  label: string;
  /** The month's start, for ordering and charts. */
  time: number;
}

/** Each entry mapped, then reversed so the newest comes first (the server answers oldest first). */
export function statementRows(entries: readonly StatementEntry[]): StatementRow[] {
  return entries
    .map((entry) => ({
      month: entry.month,
      year: entry.year,
      employee: entry.employeeContribution,
      employer: entry.employerContribution,
      label: monthYear(entry.year, entry.month),
      time: Date.UTC(entry.year, entry.month - 1, 1),
    }))
    .reverse();
}

/** The statement's totals, to the penny (pounds added up in floating point drift by fractions of one). */
export function statementTotals(rows: readonly StatementRow[]): { employee: number; employer: number } {
  const pence = (pick: (row: StatementRow) => number) =>
    rows.reduce((total, row) => total + Math.round(pick(row) * 100), 0) / 100;
  return { employee: pence((row) => row.employee), employer: pence((row) => row.employer) };
}
