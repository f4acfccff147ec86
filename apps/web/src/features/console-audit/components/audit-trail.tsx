import type { ConsoleAuditEvent, ConsoleAuditList, ConsoleAuditQuery } from '@portal/contracts/console-audit';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { type TableColumn } from '../../../components/data-table/data-table.tsx';
import { PagedTable } from '../../../components/data-table/paged-table.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useFileDownload } from '../../../lib/use-file-download.ts';
import consoleAuditTexts from '../../../i18n/en-GB/console-audit.json';
import styles from './audit-trail.module.css';

addTexts(consoleAuditTexts);

const PER_PAGE = 25;
const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
export type FilterName = 'client' | 'actor' | 'kind' | 'from' | 'to';
type Filters = Partial<Record<FilterName, string>>;

/** What an event changed, in a line: the fields after the change, and the reason. */
function changeOf(event: ConsoleAuditEvent): string {
  const after = event.detail.after;
  const fields = after && typeof after === 'object' ? Object.entries(after as Record<string, unknown>) : [];
  return fields.map(([name, value]) => `${name}: ${JSON.stringify(value)}`).join(', ');
}

export type AuditQuery = Partial<ConsoleAuditQuery>;

function queryOf(filters: Filters, names: readonly FilterName[]): AuditQuery {
  return Object.fromEntries(
    names.filter((name) => filters[name]).map((name) => [`filter[${name}]`, filters[name]]),
  ) as AuditQuery;
}

interface AuditTrailProps {
  /** The filters offered (an employer's trail has no client filter: its client is fixed). */
  filterNames: readonly FilterName[];
  /** The RTK Query hook that reads a page of events. */
  useEvents: (query: AuditQuery) => {
    data?: ConsoleAuditList;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** The CSV file's path for the filters in force. */
  downloadPath: (query: AuditQuery) => string;
  intro: string;
}

/** An audit trail: events filtered and paged, and the same events as a CSV file. */
export function AuditTrail({ filterNames, useEvents, downloadPath, intro }: AuditTrailProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filters>({});
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const list = useEvents({ page, per_page: PER_PAGE, ...queryOf(filters, filterNames) });
  const { busy, failure, download } = useFileDownload({
    downloading: t('consoleAudit.downloading'),
    downloaded: (fileName) => t('consoleAudit.downloaded', { fileName }),
  });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  };

  const showClient = filterNames.includes('client');
  const columns: TableColumn<ConsoleAuditEvent>[] = [
    { id: 'when', header: t('consoleAudit.when'), cell: ({ row }) => when.format(new Date(row.original.at)) },
    { id: 'kind', header: t('consoleAudit.what'), accessorKey: 'kind' },
    ...(showClient
      ? [
          {
            id: 'client',
            header: t('consoleAudit.whichClient'),
            cell: ({ row }: { row: { original: ConsoleAuditEvent } }) =>
              row.original.client?.name ?? t('consoleAudit.platform'),
          },
        ]
      : []),
    {
      id: 'actor',
      header: t('consoleAudit.who'),
      cell: ({ row }) => row.original.actor?.email ?? t('consoleAudit.nobody'),
    },
    {
      id: 'change',
      header: t('consoleAudit.change'),
      cell: ({ row }) => {
        const reason = row.original.detail.reason;
        return (
          <>
            {changeOf(row.original)}
            {typeof reason === 'string' ? <div>{t('consoleAudit.reason', { reason })}</div> : null}
          </>
        );
      },
    },
  ];

  return (
    <>
      <p>{intro}</p>
      <form className={styles.filters} aria-label={t('consoleAudit.filters')} onSubmit={apply}>
        {filterNames.map((name) => (
          <TextField
            key={name}
            id={`audit-${name}`}
            type={name === 'from' || name === 'to' ? 'date' : 'text'}
            label={t(`consoleAudit.${name}`)}
            hint={name === 'kind' ? t('consoleAudit.kindHint') : undefined}
            value={draft[name] ?? ''}
            onChange={(event) => setDraft({ ...draft, [name]: event.target.value.trim() })}
          />
        ))}
        <Button type="submit">{t('consoleAudit.apply')}</Button>
      </form>
      <p>
        <Button
          variant="secondary"
          aria-disabled={busy}
          onClick={() => void download(downloadPath(queryOf(filters, filterNames)), 'audit-trail.csv')}
        >
          {t('consoleAudit.download')}
        </Button>
      </p>
      {failure ? (
        <Banner variant="error" role="alert">
          <p>{failure}</p>
        </Banner>
      ) : null}
      <PagedTable
        list={list}
        caption={t('consoleAudit.caption')}
        columns={columns}
        rowId={(row) => row.id}
        errorText={t('consoleAudit.error')}
        emptyText={t('consoleAudit.empty')}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
