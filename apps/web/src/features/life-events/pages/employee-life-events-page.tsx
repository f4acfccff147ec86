import type { TenantLifeEvent } from '@portal/contracts/life-events';
import { longDate, ukDateOf } from '@portal/benefits/dates';
import { useMemo, useRef, useState } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Breadcrumb } from '../../../components/breadcrumb/breadcrumb.tsx';
import { Button } from '../../../components/button/button.tsx';
import { DataTable, type TableColumn } from '../../../components/data-table/data-table.tsx';
import { Pager } from '../../../components/data-table/pager.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { SelectField } from '../../../components/text-field/select-field.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { accessFactsOf, canOpenReports } from '../../../lib/access-rules.ts';
import { requestTo } from '../../../lib/endpoint-request.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useSignedInClient } from '../../../lib/state/login-setup-api.ts';
import { useSidePanels } from '../../../lib/side-panels.ts';
import { useAppSelector } from '../../../lib/state/hooks.ts';
import { selectSession } from '../../../lib/state/session-slice.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useFileDownload } from '../../../lib/use-file-download.ts';
import { useGetLifeEventTypesQuery, useGetTenantLifeEventsQuery } from '../api.ts';
import { VoidLifeEventModal } from '../components/void-life-event-modal.tsx';
import {
  DEFAULT_SORT,
  LIFE_EVENT_STATUSES,
  lifeEventListQuery,
  readLifeEventParams,
  writeLifeEventParams,
} from '../tenant-list-params.ts';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { useViewInAddress } from '../../../lib/use-view-in-address.ts';
import styles from '../components/life-events.module.css';
import lifeEventsTexts from '../../../i18n/en-GB/life-events.json';

addTexts(lifeEventsTexts);

/**
 * /app/dashboard/life-events/: the employer's view of the life events their people reported: search by name,
 * filter by type and status, sort, page with the server's page size; each event's evidence to download and, for
 * approvers, voiding with a reason the employee is told. The life-event report opens beside it (reports
 * permission). The view lives in the address.
 */
export function EmployeeLifeEventsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('lifeEvents.employer.heading'));
  const client = useSignedInClient();
  const session = useAppSelector(selectSession);
  const canVoid = session.permissions.includes('approver');
  const panels = useSidePanels();
  const [params, write] = useViewInAddress(readLifeEventParams, writeLifeEventParams);
  const [typed, setTyped] = useSearchText(params.search, (search) => write({ search }));
  const [voiding, setVoiding] = useState<TenantLifeEvent | null>(null);
  const reportButton = useRef<HTMLButtonElement>(null);

  const clientId = client?.id ?? '';
  const types = useGetLifeEventTypesQuery();
  const list = useGetTenantLifeEventsQuery(
    { clientId, query: lifeEventListQuery(params) },
    { skip: !clientId },
  );
  const evidence = useFileDownload({
    downloading: t('lifeEvents.employer.evidenceDownloading'),
    downloaded: (file) => t('lifeEvents.employer.evidenceDownloaded', { file }),
  });
  const { download } = evidence;

  const columns = useMemo<TableColumn<TenantLifeEvent>[]>(
    () => [
      {
        id: 'employeeName',
        header: t('lifeEvents.employer.columns.employee'),
        accessorFn: (row) => row.employeeName,
      },
      {
        id: 'type',
        header: t('lifeEvents.employer.columns.type'),
        accessorFn: (row) => row.typeName,
        enableSorting: false,
      },
      {
        id: 'eventDate',
        header: t('lifeEvents.employer.columns.eventDate'),
        accessorFn: (row) => row.eventDate,
        cell: ({ row: { original } }) => longDate(original.eventDate),
      },
      {
        id: 'reportedAt',
        header: t('lifeEvents.employer.columns.reported'),
        accessorFn: (row) => row.reportedAt,
        cell: ({ row: { original } }) => longDate(ukDateOf(new Date(original.reportedAt))),
      },
      {
        id: 'closesOn',
        header: t('lifeEvents.employer.columns.closesOn'),
        accessorFn: (row) => row.closesOn,
        cell: ({ row: { original } }) => longDate(original.closesOn),
      },
      {
        id: 'status',
        header: t('lifeEvents.employer.columns.status'),
        accessorFn: (row) => row.status,
        enableSorting: false,
        cell: ({ row: { original } }) =>
          original.status === 'voided'
            ? t('lifeEvents.employer.voidedBecause', { reason: original.voidReason ?? '' })
            : t(`lifeEvents.employer.status.${original.status}`),
      },
      {
        id: 'evidence',
        header: t('lifeEvents.employer.columns.evidence'),
        accessorFn: (row) => row.evidenceName ?? '',
        enableSorting: false,
        cell: ({ row: { original } }) =>
          original.evidenceName ? (
            <button
              type="button"
              className={styles.linkButton}
              aria-label={t('lifeEvents.employer.evidenceOf', {
                file: original.evidenceName,
                name: original.employeeName,
              })}
              onClick={() =>
                void download(
                  requestTo('lifeEventEvidence', { params: { clientId, id: original.id } }).path,
                  original.evidenceName ?? 'evidence',
                )
              }
            >
              {original.evidenceName}
            </button>
          ) : (
            t('lifeEvents.employer.noEvidence')
          ),
      },
      ...(canVoid
        ? [
            {
              id: 'actions',
              header: t('lifeEvents.employer.columns.actions'),
              enableSorting: false,
              cell: ({ row: { original } }) =>
                original.status === 'voided' ? null : (
                  <Button
                    variant="secondary"
                    aria-label={t('lifeEvents.employer.voidOf', {
                      type: original.typeName,
                      name: original.employeeName,
                    })}
                    onClick={() => setVoiding(original)}
                  >
                    {t('lifeEvents.employer.void.open')}
                  </Button>
                ),
            } satisfies TableColumn<TenantLifeEvent>,
          ]
        : []),
    ],
    [t, clientId, canVoid, download],
  );

  const filtered = Boolean(params.search || params.type || params.status);
  return (
    <div className={styles.employerPage}>
      <Breadcrumb
        label={t('common.breadcrumb')}
        items={[
          { label: t('common.home'), to: paths.appHome },
          { label: t('lifeEvents.employer.dashboard'), to: paths.appDashboard },
          { label: t('lifeEvents.employer.heading') },
        ]}
      />
      <h1>{t('lifeEvents.employer.heading')}</h1>
      <p>{t('lifeEvents.employer.intro')}</p>
      {canOpenReports(accessFactsOf(session)) && clientId ? (
        <div>
          <Button
            ref={reportButton}
            variant="secondary"
            onClick={() =>
              panels.open('lifeevent-report', { props: { clientId }, opener: reportButton.current })
            }
          >
            {t('lifeEvents.employer.report')}
          </Button>
        </div>
      ) : null}
      <div className={styles.controls}>
        <TextField
          label={t('lifeEvents.employer.searchLabel')}
          type="search"
          autoComplete="off"
          value={typed}
          onChange={(change) => setTyped(change.target.value)}
        />
        <SelectField
          label={t('lifeEvents.employer.typeLabel')}
          placeholder={t('lifeEvents.employer.allTypes')}
          options={(types.data?.types ?? []).map((type) => ({ value: type.id, label: type.name }))}
          value={params.type}
          onChange={(change) => write({ type: change.target.value })}
        />
        <SelectField
          label={t('lifeEvents.employer.statusLabel')}
          placeholder={t('lifeEvents.employer.allStatuses')}
          options={LIFE_EVENT_STATUSES.map((status) => ({
            value: status,
            label: t(`lifeEvents.employer.status.${status}`),
          }))}
          value={params.status ?? ''}
          onChange={(change) =>
            write({ status: LIFE_EVENT_STATUSES.find((status) => status === change.target.value) })
          }
        />
      </div>
      {evidence.failure ? (
        <Banner variant="error" role="alert">
          <p>{t('lifeEvents.employer.evidenceFailed', { error: evidence.failure })}</p>
        </Banner>
      ) : null}
      <QueryState
        status={list.isError ? 'error' : list.data ? 'success' : 'loading'}
        errorText={t('lifeEvents.employer.error')}
        onRetry={() => void list.refetch()}
        isEmpty={list.data?.data.length === 0}
        emptyText={filtered ? t('lifeEvents.employer.noMatch') : t('lifeEvents.employer.empty')}
      >
        <DataTable
          caption={filtered ? t('lifeEvents.employer.captionFiltered') : t('lifeEvents.employer.caption')}
          columns={columns}
          rows={list.data?.data ?? []}
          rowId={(row) => row.id}
          busy={list.isFetching}
          sort={params.sort ?? DEFAULT_SORT}
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
      <VoidLifeEventModal clientId={clientId} event={voiding} onClose={() => setVoiding(null)} />
    </div>
  );
}
