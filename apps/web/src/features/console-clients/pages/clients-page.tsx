import type { ConsoleClientSummary } from '@portal/contracts/console-clients';
import { useState } from 'react';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/button/button.tsx';
import { type TableColumn } from '../../../components/data-table/data-table.tsx';
import { PagedTable } from '../../../components/data-table/paged-table.tsx';
import { SelectField } from '../../../components/text-field/select-field.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import consoleClientsTexts from '../../../i18n/en-GB/console-clients.json';
import { useListConsoleClientsQuery } from '../api.ts';
import styles from './clients-page.module.css';

addTexts(consoleClientsTexts);

const PER_PAGE = 20;
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
type Status = '' | 'active' | 'archived';

/** /console/clients/: the platform's clients, searched by name or sub-domain, active or archived. */
export default function ClientsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('consoleClients.documentTitle'));
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status>('');
  const [page, setPage] = useState(1);
  const settled = useDebouncedValue(search.trim(), 300);
  const list = useListConsoleClientsQuery({
    page,
    per_page: PER_PAGE,
    ...(settled ? { search: settled } : {}),
    ...(status ? { 'filter[status]': status } : {}),
  });

  const columns: TableColumn<ConsoleClientSummary>[] = [
    {
      id: 'name',
      header: t('consoleClients.name'),
      cell: ({ row }) => <Link to={`${row.original.slug}/`}>{row.original.name}</Link>,
    },
    { id: 'slug', header: t('consoleClients.slug'), accessorKey: 'slug' },
    { id: 'people', header: t('consoleClients.people'), accessorKey: 'people' },
    {
      id: 'created',
      header: t('consoleClients.created'),
      cell: ({ row }) => day.format(new Date(row.original.createdAt)),
    },
    {
      id: 'state',
      header: t('consoleClients.state'),
      cell: ({ row }) =>
        row.original.archivedAt
          ? t('consoleClients.archived', { date: day.format(new Date(row.original.archivedAt)) })
          : t('consoleClients.active'),
    },
  ];

  return (
    <div>
      <h1>{t('consoleClients.heading')}</h1>
      <p>{t('consoleClients.intro')}</p>
      <LinkButton to="new/">{t('consoleClients.add')}</LinkButton>
      <div className={styles.filters}>
        <TextField
          id="client-search"
          type="search"
          label={t('consoleClients.search')}
          hint={t('consoleClients.searchHint')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <SelectField
          id="client-status"
          label={t('consoleClients.status')}
          placeholder={t('consoleClients.statusAll')}
          options={[
            { value: 'active', label: t('consoleClients.statusActive') },
            { value: 'archived', label: t('consoleClients.statusArchived') },
          ]}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as Status);
            setPage(1);
          }}
        />
      </div>
      <PagedTable
        list={list}
        caption={t('consoleClients.caption')}
        columns={columns}
        rowId={(row) => row.slug}
        errorText={t('consoleClients.error')}
        emptyText={t('consoleClients.empty')}
        page={page}
        onPageChange={setPage}
      />
    </div>
  );
}
