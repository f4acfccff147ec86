import { QueryState } from '../query-state/query-state.tsx';
import { DataTable, type TableColumn } from './data-table.tsx';
import { Pager } from './pager.tsx';

/** One page of a server-paged list, as the API answers it. */
interface PagedRows<Row> {
  data: Row[];
  total: number;
  per_page: number;
  last_page: number;
}

interface PagedTableProps<Row extends object> {
  /** The list's query (RTK Query): its answer, and whether it failed, is loading again, or can be asked again. */
  list: { data?: PagedRows<Row>; isError: boolean; isFetching: boolean; refetch(): unknown };
  caption: string;
  columns: TableColumn<Row>[];
  rowId(row: Row): string;
  errorText: string;
  emptyText: string;
  page: number;
  onPageChange(page: number): void;
}

/**
 * A server-paged table with every state: loading, the error with a retry, empty, and the rows with the pager
 * (which announces the range shown).
 */
export function PagedTable<Row extends object>({
  list,
  caption,
  columns,
  rowId,
  errorText,
  emptyText,
  page,
  onPageChange,
}: PagedTableProps<Row>) {
  const rows = list.data?.data ?? [];
  return (
    <QueryState
      status={list.isError ? 'error' : list.data ? 'success' : 'loading'}
      errorText={errorText}
      onRetry={() => void list.refetch()}
      isEmpty={rows.length === 0}
      emptyText={emptyText}
    >
      <DataTable caption={caption} columns={columns} rows={rows} rowId={rowId} busy={list.isFetching} />
      {list.data ? (
        <Pager
          page={page}
          lastPage={list.data.last_page}
          perPage={list.data.per_page}
          total={list.data.total}
          onPageChange={onPageChange}
        />
      ) : null}
    </QueryState>
  );
}
