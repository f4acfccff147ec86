/** Roster files for tests, made by the tests themselves: CSV text with the template's headers. */
import { ROSTER_COLUMNS } from '@portal/benefits';

export const ROSTER_HEADERS = ROSTER_COLUMNS.map((column) => column.header);

const csvLine = (cells: readonly string[]) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',');

/** A roster CSV: the template's headers, then `rows` (each cell quoted). */
export function rosterCsv(rows: readonly (readonly string[])[]): Buffer {
  return Buffer.from(`${[ROSTER_HEADERS, ...rows].map(csvLine).join('\r\n')}\r\n`);
}
