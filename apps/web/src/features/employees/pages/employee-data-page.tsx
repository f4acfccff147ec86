import type { EmployeeRow } from '@portal/contracts/employees';
import { longDate, ukDateOf } from '@portal/benefits/dates';
import { useMemo } from 'react';
import { Breadcrumb } from '../../../components/breadcrumb/breadcrumb.tsx';
import { Button } from '../../../components/button/button.tsx';
import { DataTable, type TableColumn } from '../../../components/data-table/data-table.tsx';
import { Pager } from '../../../components/data-table/pager.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { employeeListView, useGetEmployeesQuery } from '../api.ts';
import { requestTo } from '../../../lib/endpoint-request.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useSignedInClient } from '../../../lib/state/login-setup-api.ts';
import { useSidePanels } from '../../../lib/side-panels.ts';
import { useAppSelector } from '../../../lib/state/hooks.ts';
import { selectSession } from '../../../lib/state/session-slice.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ReportDownload } from '../components/report-download.tsx';
import { readListParams, sortParam, writeListParams, type ListParams } from '../list-params.ts';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { useViewInAddress } from '../../../lib/use-view-in-address.ts';
import { SearchAndFlag } from '../components/search-and-flag.tsx';
import styles from '../components/employees.module.css';
import employeesTexts from '../../../i18n/en-GB/employees.json';
import uploadsTexts from '../../../i18n/en-GB/uploads.json';

addTexts(employeesTexts, uploadsTexts);

const FILTER = 'activated';
const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-GB');

/**
 * /app/employee-data/: the employer's employee list: search, the activated filter, sort by column, paging with
 * the server's page size, the registration figure, a download of the view, and each employee's record in the
 * `view-employee-data` panel. The view lives in the address.
 */
export function EmployeeDataPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('employees.data.documentTitle'));
  const client = useSignedInClient();
  const panels = useSidePanels();
  const [params, write] = useViewInAddress(
    (address) => readListParams(address, FILTER),
    (current, change: Partial<ListParams>) => writeListParams(current, change, FILTER),
  );
  const [typed, setTyped] = useSearchText(params.search, (search) => write({ search }));

  const clientId = client?.id ?? '';
  const canUpload = useAppSelector(selectSession).permissions.includes('uploads');
  const query = {
    page: params.page,
    search: params.search,
    activated: params.flag,
    sortBy: sortParam(params.sort),
  };
  const list = useGetEmployeesQuery({ clientId, ...query }, { skip: !clientId });
  const totals = list.data?.totalEmployeesValues;

  // Stable between renders: a new cell function would mount its cells afresh (and lose the panel's opener).
  const columns = useMemo<TableColumn<EmployeeRow>[]>(() => {
    const open = (row: EmployeeRow, opener: HTMLElement) =>
      panels.open('view-employee-data', {
        props: { clientId, employeeId: row.id, name: `${row.firstName} ${row.surname}` },
        opener,
      });
    return [
      {
        id: 'surname',
        header: t('employees.data.columns.name'),
        accessorFn: (row) => row.surname,
        cell: ({ row: { original } }) => (
          <button
            type="button"
            className={styles.nameButton}
            onClick={(event) => open(original, event.currentTarget)}
          >
            {original.surname}, {original.firstName}
          </button>
        ),
      },
      {
        id: 'employee_number',
        header: t('employees.data.columns.employeeNumber'),
        accessorFn: (row) => row.employeeNumber ?? '',
      },
      { id: 'email', header: t('employees.data.columns.email'), accessorFn: (row) => row.email },
      {
        id: 'location',
        header: t('employees.data.columns.location'),
        accessorFn: (row) => row.location ?? '',
      },
      {
        id: 'activated_at',
        header: t('employees.data.columns.activated'),
        accessorFn: (row) => row.activatedAt ?? '',
        cell: ({ row: { original } }) =>
          original.activatedAt
            ? t('employees.data.activatedOn', { date: longDate(ukDateOf(new Date(original.activatedAt))) })
            : t('employees.data.notActivated'),
      },
    ];
  }, [t, panels, clientId]);

  return (
    <div className={styles.page}>
      <Breadcrumb
        label={t('employees.breadcrumb')}
        items={[
          { label: t('employees.home'), to: paths.appHome },
          { label: t('employees.dashboard'), to: paths.appDashboard },
          { label: t('employees.data.heading') },
        ]}
      />
      <h1>{t('employees.data.heading')}</h1>
      <p>{t('employees.data.intro')}</p>
      {canUpload && clientId ? (
        <div>
          <Button
            variant="secondary"
            onClick={(event) =>
              panels.open('upload-data', { props: { clientId }, opener: event.currentTarget })
            }
          >
            {t('uploads.open')}
          </Button>
        </div>
      ) : null}
      {totals ? (
        <p className={styles.figure}>
          {t('employees.data.registration', {
            percentage: oneDecimal.format(totals.registeredPercentage),
            registered: whole.format(totals.totalRegisteredEmployees),
            total: whole.format(totals.totalEmployees),
          })}
        </p>
      ) : null}
      <SearchAndFlag
        labels={{
          search: t('employees.data.searchLabel'),
          filter: t('employees.data.filterLabel'),
          all: t('employees.data.filterAll'),
          yes: t('employees.data.filterActivated'),
          no: t('employees.data.filterNotActivated'),
        }}
        typed={typed}
        onType={setTyped}
        flag={params.flag}
        onFlag={(flag) => write({ flag })}
      />
      <ReportDownload
        label={t('employees.data.download')}
        pathOf={(format) =>
          requestTo('employeeListReport', {
            params: { clientId },
            query: { ...employeeListView(query), format },
          }).path
        }
      />
      <QueryState
        status={list.isError ? 'error' : list.data ? 'success' : 'loading'}
        errorText={t('employees.data.error')}
        onRetry={() => void list.refetch()}
        isEmpty={list.data?.data.length === 0}
        emptyText={t('employees.data.empty')}
      >
        <DataTable
          caption={
            params.search || params.flag !== undefined
              ? t('employees.data.captionFiltered')
              : t('employees.data.caption')
          }
          columns={columns}
          rows={list.data?.data ?? []}
          rowId={(row) => row.id}
          busy={list.isFetching}
          sort={params.sort ?? { column: 'surname', descending: false }}
          onSortChange={(sort) => write({ sort })}
        />
      </QueryState>
      {list.data ? (
        <Pager
          page={params.page}
          lastPage={list.data.last_page}
          perPage={list.data.per_page}
          total={list.data.total}
          onPageChange={(page) => write({ page })}
        />
      ) : null}
    </div>
  );
}
