/**
 * The employer's life events view in the address (spec point 4, Lists: changing page, search, filter or sort
 * reloads; search and filters go back to page 1), so a view can be shared, bookmarked and restored with Back.
 */
import type { TableSort } from '../../components/data-table/data-table.tsx';

export const LIFE_EVENT_STATUSES = ['open', 'closed', 'voided'] as const;
export type LifeEventStatus = (typeof LIFE_EVENT_STATUSES)[number];
/** The columns the server sorts by (contracts: tenantLifeEventsQuerySchema). */
export const LIFE_EVENT_SORT_COLUMNS = ['eventDate', 'reportedAt', 'closesOn', 'employeeName'] as const;
type SortColumn = (typeof LIFE_EVENT_SORT_COLUMNS)[number];

/** The server's own order: the newest reported first. */
export const DEFAULT_SORT: TableSort = { column: 'reportedAt', descending: true };

export interface LifeEventListParams {
  page: number;
  search: string;
  /** A type's id; empty for every type. */
  type: string;
  status: LifeEventStatus | undefined;
  sort: TableSort | null;
}

const isStatus = (value: string | null): value is LifeEventStatus =>
  (LIFE_EVENT_STATUSES as readonly (string | null)[]).includes(value);

export function readLifeEventParams(params: URLSearchParams): LifeEventListParams {
  const page = Number(params.get('page'));
  const sort = params.get('sort') ?? '';
  const column = sort.replace(/^-/, '');
  const status = params.get('status');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: params.get('search') ?? '',
    type: params.get('type') ?? '',
    status: isStatus(status) ? status : undefined,
    sort: (LIFE_EVENT_SORT_COLUMNS as readonly string[]).includes(column)
      ? { column, descending: sort.startsWith('-') }
      : null,
  };
}

/** The address after a change; a new search, filter or sort starts again at page 1. */
export function writeLifeEventParams(
  current: LifeEventListParams,
  change: Partial<LifeEventListParams>,
): URLSearchParams {
  const next = { ...current, ...change };
  if (change.search !== undefined || 'type' in change || 'status' in change || change.sort !== undefined) {
    next.page = 1;
  }
  const params = new URLSearchParams();
  if (next.search) params.set('search', next.search);
  if (next.type) params.set('type', next.type);
  if (next.status) params.set('status', next.status);
  if (next.sort) params.set('sort', `${next.sort.descending ? '-' : ''}${next.sort.column}`);
  if (next.page > 1) params.set('page', String(next.page));
  return params;
}

/** The server's query for the view. */
export function lifeEventListQuery(params: LifeEventListParams) {
  return {
    page: params.page,
    search: params.search || undefined,
    sort_by: params.sort
      ? (`${params.sort.descending ? '-' : ''}${params.sort.column}` as SortColumn | `-${SortColumn}`)
      : undefined,
    'filter[type]': params.type || undefined,
    'filter[status]': params.status,
  };
}
