import {
  FlexRender,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import styles from './data-table.module.css';

/** What the employer tables use of TanStack Table: headers that sort (on the server). */
export const employerTableFeatures = tableFeatures({ rowSortingFeature });
export type TableColumn<Row extends object> = ColumnDef<typeof employerTableFeatures, Row>;

/** The order a server-paged table shows: a column id, and the direction. */
export interface TableSort {
  column: string;
  descending: boolean;
}

export interface DataTableProps<Row extends object> {
  caption: string;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowId(row: Row): string;
  /** The server's order; columns with `enableSorting` get a sort button. Omit for a table without sort. */
  sort?: TableSort | null;
  onSortChange?(sort: TableSort): void;
  /** The rows are being replaced (another page, search or order): they stay until the new ones come. */
  busy?: boolean;
}

/**
 * Every employer table (TanStack Table, headless): a caption, column headers that sort on the server with
 * `aria-sort`, and the rows of one page. Paging is the Pager's, below the table.
 */
export function DataTable<Row extends object>({
  caption,
  columns,
  rows,
  rowId,
  sort,
  onSortChange,
  busy = false,
}: DataTableProps<Row>) {
  const sorting: SortingState = sort ? [{ id: sort.column, desc: sort.descending }] : [];
  const table = useTable({
    features: employerTableFeatures,
    data: rows,
    columns,
    getRowId: rowId,
    manualSorting: true,
    enableSorting: onSortChange !== undefined,
    enableSortingRemoval: false,
    state: { sorting },
  });

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table wider than a phone scrolls sideways, so its container must be focusable to scroll from the keyboard (axe: scrollable-region-focusable)
    <div className={styles.wrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table} aria-busy={busy}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const label = <FlexRender header={header} />;
                const sorted = header.column.getIsSorted();
                const sortable = header.column.getCanSort() && onSortChange;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={
                      sortable
                        ? sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : 'none'
                        : undefined
                    }
                  >
                    {sortable ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={() =>
                          onSortChange({ column: header.column.id, descending: sorted === 'asc' })
                        }
                      >
                        {label}
                        <span aria-hidden="true" className={styles.sortMark}>
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id}>
                  <FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
