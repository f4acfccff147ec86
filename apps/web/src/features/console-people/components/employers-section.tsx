import type { ConsoleEmployer } from '@portal/contracts/console-people';
import { useState } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { DataTable, type TableColumn } from '../../../components/data-table/data-table.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useInviteConsoleEmployerMutation, useListConsoleEmployersQuery } from '../api.ts';
import { EmployerPermissionsDialog } from './employer-permissions-dialog.tsx';
import { PersonInviteForm } from './person-invite-form.tsx';
import styles from './people.module.css';
import consolePeopleTexts from '../../../i18n/en-GB/console-people.json';

addTexts(consolePeopleTexts);

/** A client's employer users with their permissions: change them, or invite another employer user. */
export function EmployersSection({ client }: { client: { slug: string; name: string } }) {
  const { t } = useTranslation();
  const list = useListConsoleEmployersQuery(client.slug);
  const [invite] = useInviteConsoleEmployerMutation();
  const [editing, setEditing] = useState<ConsoleEmployer | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const columns: TableColumn<ConsoleEmployer>[] = [
    { id: 'name', header: t('consolePeople.name'), accessorKey: 'name' },
    { id: 'email', header: t('consolePeople.email'), accessorKey: 'email' },
    {
      id: 'permissions',
      header: t('consolePeople.employers.permissions'),
      cell: ({ row }) =>
        row.original.permissions.length === 0
          ? t('consolePeople.employers.none')
          : row.original.permissions
              .map((name) => t(`consolePeople.employers.permission.${name}`))
              .join(', '),
    },
    {
      id: 'account',
      header: t('consolePeople.employers.account'),
      cell: ({ row }) =>
        row.original.activated
          ? t('consolePeople.employers.activated')
          : t('consolePeople.employers.invited'),
    },
    {
      id: 'actions',
      header: t('consolePeople.employers.actions'),
      cell: ({ row }) => (
        <Button
          variant="secondary"
          aria-label={t('consolePeople.employers.changeNamed', { name: row.original.name })}
          onClick={() => {
            setSaved(null);
            setEditing(row.original);
          }}
        >
          {t('consolePeople.employers.change')}
        </Button>
      ),
    },
  ];

  return (
    <section className={styles.section} aria-labelledby="employers-heading">
      <h2 id="employers-heading">{t('consolePeople.employers.heading')}</h2>
      {saved ? (
        <Banner variant="success" role="status">
          <p>{t('consolePeople.employers.saved', { name: saved })}</p>
        </Banner>
      ) : null}
      <QueryState
        status={list.isError ? 'error' : list.data ? 'success' : 'loading'}
        errorText={t('consolePeople.employers.error')}
        onRetry={() => void list.refetch()}
        isEmpty={list.data?.data.length === 0}
        emptyText={t('consolePeople.employers.empty')}
      >
        <DataTable
          caption={t('consolePeople.employers.caption', { name: client.name })}
          columns={columns}
          rows={list.data?.data ?? []}
          rowId={(row) => row.id}
          busy={list.isFetching}
        />
      </QueryState>
      {editing ? (
        <EmployerPermissionsDialog
          clientSlug={client.slug}
          employer={editing}
          onClose={(done) => {
            if (done) setSaved(editing.name);
            setEditing(null);
          }}
        />
      ) : null}
      <h3>{t('consolePeople.employers.inviteHeading')}</h3>
      <p>{t('consolePeople.employers.inviteIntro', { name: client.name })}</p>
      <PersonInviteForm
        idPrefix="employer-invite"
        permissionsLegend={t('consolePeople.employers.newLegend')}
        invite={(person) => invite({ clientSlug: client.slug, ...person })}
      />
    </section>
  );
}
