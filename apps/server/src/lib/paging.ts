/**
 * The one paging helper of the server: a list's rows of one page and the count of all, as the contracts'
 * paged answer (`data`, `last_page`, `per_page`, `total`), and the order a `sort_by` asks for.
 */
import { lastPage, type Page, type PageRequest } from '@portal/contracts';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export interface PagedSource<Row> {
  /** All rows the list's search and filters keep. */
  count(): Promise<number>;
  /** The rows of one window, in the list's order. */
  rows(window: { limit: number; offset: number }): Promise<Row[]>;
  /**
   * The window's rows with the count of all in one query (`count(*) over ()`), where a list offers it: one
   * pass over the matching rows instead of two. An empty window says nothing of the count.
   */
  counted?(window: { limit: number; offset: number }): Promise<{ rows: Row[]; total: number | null }>;
}

/**
 * One page; a page past the end answers no rows (and the real last page). `knownTotal`, when the caller already
 * knows how many rows the list holds, spares counting them.
 */
export async function pageOf<Row, Item>(
  request: PageRequest,
  source: PagedSource<Row>,
  present: (row: Row) => Item,
  knownTotal?: number,
): Promise<Page<Item>> {
  const limit = request.per_page;
  const window = { limit, offset: (request.page - 1) * limit };
  if (knownTotal !== undefined) {
    const rows = await source.rows(window);
    return {
      data: rows.map(present),
      total: knownTotal,
      per_page: limit,
      last_page: lastPage(knownTotal, limit),
    };
  }
  if (source.counted) {
    const { rows, total } = await source.counted(window);
    const all = total ?? (await source.count());
    return { data: rows.map(present), total: all, per_page: limit, last_page: lastPage(all, limit) };
  }
  const [total, rows] = await Promise.all([source.count(), source.rows(window)]);
  return { data: rows.map(present), total, per_page: limit, last_page: lastPage(total, limit) };
}

/**
 * The ORDER BY of a `sort_by` value (`name` ascending, `-name` descending) over the columns a list allows,
 * then `tieBreak` so that pages never overlap; the list's default order when there is no `sort_by`.
 */
export function orderOf<Name extends string>(
  sortBy: Name | `-${Name}` | undefined,
  columns: Record<Name, AnyPgColumn | SQL>,
  defaults: SQL[],
  tieBreak: AnyPgColumn,
): SQL[] {
  if (!sortBy) return [...defaults, asc(tieBreak)];
  const descending = sortBy.startsWith('-');
  const column = columns[(descending ? sortBy.slice(1) : sortBy) as Name];
  return [descending ? desc(column) : asc(column), asc(tieBreak)];
}
