/**
 * The employer lists' state in the address (spec point 4: changing page, search, filter or sort reloads; search
 * and filter go back to page 1), so a view can be shared, bookmarked and restored with Back.
 */
import { employeeSortColumns, type EmployeeSortColumn } from '@portal/contracts/constants';
import type { TableSort } from '../../components/data-table/data-table.tsx';

export interface ListParams {
  page: number;
  search: string;
  /** A yes/no filter (activated, two-factor on); undefined = everyone. */
  flag: boolean | undefined;
  sort: TableSort | null;
}

const FLAG_VALUES: Record<string, boolean> = { yes: true, no: false };

export function readListParams(params: URLSearchParams, flagName: string): ListParams {
  const page = Number(params.get('page'));
  const sort = params.get('sort') ?? '';
  const column = sort.replace(/^-/, '');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: params.get('search') ?? '',
    flag: FLAG_VALUES[params.get(flagName) ?? ''],
    sort: (employeeSortColumns as readonly string[]).includes(column)
      ? { column, descending: sort.startsWith('-') }
      : null,
  };
}

/** The address after a change; a new search, filter or sort starts again at page 1. */
export function writeListParams(
  current: ListParams,
  change: Partial<ListParams>,
  flagName: string,
): URLSearchParams {
  const next = { ...current, ...change };
  if (change.search !== undefined || 'flag' in change || change.sort !== undefined) next.page = 1;
  const params = new URLSearchParams();
  if (next.search) params.set('search', next.search);
  if (next.flag !== undefined) params.set(flagName, next.flag ? 'yes' : 'no');
  if (next.sort) params.set('sort', `${next.sort.descending ? '-' : ''}${next.sort.column}`);
  if (next.page > 1) params.set('page', String(next.page));
  return params;
}

export function sortParam(sort: TableSort | null): EmployeeSortColumn | `-${EmployeeSortColumn}` | undefined {
  return sort ? (`${sort.descending ? '-' : ''}${sort.column}` as `-${EmployeeSortColumn}`) : undefined;
}
