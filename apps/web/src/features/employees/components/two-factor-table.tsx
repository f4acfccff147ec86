import type { TwoFactorRow } from '@portal/contracts/employees';
import { longDate, ukDateOf } from '@portal/benefits/dates';
import { useMemo } from 'react';
import { DataTable, type TableColumn } from '../../../components/data-table/data-table.tsx';
import { Pager } from '../../../components/data-table/pager.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { twoFactorListQuery, useGetTwoFactorTableQuery } from '../api.ts';
import { requestTo } from '../../../lib/endpoint-request.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { readListParams, writeListParams, type ListParams } from '../list-params.ts';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { useViewInAddress } from '../../../lib/use-view-in-address.ts';
import { ReportDownload } from './report-download.tsx';
import { SearchAndFlag } from './search-and-flag.tsx';
import styles from './employees.module.css';
import employeesTexts from '../../../i18n/en-GB/employees.json';

addTexts(employeesTexts);

const FILTER = 'twoFactor';

/** Who uses two-factor: search, the on/off filter and paging (no sort: spec point 4), and its report. */
export function TwoFactorTable({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const [params, write] = useViewInAddress(
    (address) => readListParams(address, FILTER),
    (current, change: Partial<ListParams>) => writeListParams(current, change, FILTER),
  );
  const [typed, setTyped] = useSearchText(params.search, (search) => write({ search }));
  const view = { search: params.search, twoFactorOn: params.flag };
  const table = useGetTwoFactorTableQuery({ clientId, page: params.page, ...view });

  const columns = useMemo<TableColumn<TwoFactorRow>[]>(
    () => [
      { id: 'name', header: t('employees.settings.columns.name'), accessorFn: (row) => row.name },
      {
        id: 'employeeNumber',
        header: t('employees.settings.columns.employeeNumber'),
        accessorFn: (row) => row.employeeNumber ?? '',
      },
      { id: 'email', header: t('employees.settings.columns.email'), accessorFn: (row) => row.email },
      {
        id: 'twoFactor',
        header: t('employees.settings.columns.twoFactor'),
        accessorFn: (row) => row.twoFactorEnabledAt ?? '',
        cell: ({ row: { original } }) =>
          original.twoFactorEnabledAt
            ? t('employees.settings.onSince', {
                date: longDate(ukDateOf(new Date(original.twoFactorEnabledAt))),
              })
            : t('employees.settings.offCell'),
      },
    ],
    [t],
  );

  return (
    <section className={styles.page} aria-labelledby="two-factor-table">
      <h2 id="two-factor-table">{t('employees.settings.tableHeading')}</h2>
      <SearchAndFlag
        labels={{
          search: t('employees.settings.searchLabel'),
          filter: t('employees.settings.filterLabel'),
          all: t('employees.settings.filterAll'),
          yes: t('employees.settings.filterOn'),
          no: t('employees.settings.filterOff'),
        }}
        typed={typed}
        onType={setTyped}
        flag={params.flag}
        onFlag={(flag) => write({ flag })}
      />
      <ReportDownload
        label={t('employees.data.download')}
        pathOf={(format) =>
          requestTo('twoFactorList', {
            params: { clientId },
            query: { ...twoFactorListQuery(view), type: 'employeeTwoFA', format },
          }).path
        }
      />
      <QueryState
        status={table.isError ? 'error' : table.data ? 'success' : 'loading'}
        errorText={t('employees.settings.tableError')}
        onRetry={() => void table.refetch()}
        isEmpty={table.data?.data.length === 0}
        emptyText={t('employees.settings.tableEmpty')}
      >
        <DataTable
          caption={t('employees.settings.caption')}
          columns={columns}
          rows={table.data?.data ?? []}
          rowId={(row) => row.id}
          busy={table.isFetching}
        />
      </QueryState>
      {table.data ? (
        <Pager
          page={params.page}
          lastPage={table.data.last_page}
          perPage={table.data.per_page}
          total={table.data.total}
          onPageChange={(page) => write({ page })}
        />
      ) : null}
    </section>
  );
}
