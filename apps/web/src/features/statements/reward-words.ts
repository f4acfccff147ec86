import { monthYear } from '@portal/benefits/dates';

/** `2026-10` → 'October 2026'. */
export function periodWords(period: string): string {
  return monthYear(Number(period.slice(0, 4)), Number(period.slice(5, 7)));
}
