import type { ConsoleAdministrator } from '@portal/contracts/console-people';
import { useState } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { DataTable, type TableColumn } from '../../../components/data-table/data-table.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useAppSelector } from '../../../lib/state/hooks.ts';
import { selectSession } from '../../../lib/state/session-slice.ts';
import { useInviteConsoleAdministratorMutation, useListConsoleAdministratorsQuery } from '../api.ts';
import { PersonInviteForm } from './person-invite-form.tsx';
import { ADMINS_HEADING_ID, RemoveAdministratorDialog } from './remove-administrator-dialog.tsx';
import styles from './people.module.css';
import consolePeopleTexts from '../../../i18n/en-GB/console-people.json';

addTexts(consolePeopleTexts);

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** The platform administrators: who they are, two-factor, last sign-in; remove one; invite another. */
export function AdministratorsSection() {
  const { t } = useTranslation();
  const list = useListConsoleAdministratorsQuery();
  const [invite] = useInviteConsoleAdministratorMutation();
  const ownId = useAppSelector(selectSession).id;
  const [removing, setRemoving] = useState<ConsoleAdministrator | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);

  const columns: TableColumn<ConsoleAdministrator>[] = [
    { id: 'name', header: t('consolePeople.name'), accessorKey: 'name' },
    { id: 'email', header: t('consolePeople.email'), accessorKey: 'email' },
    {
      id: 'twoFactor',
      header: t('consolePeople.admins.twoFactor'),
      cell: ({ row }) =>
        row.original.twoFactor
          ? t('consolePeople.admins.twoFactorOn')
          : t('consolePeople.admins.twoFactorOff'),
    },
    {
      id: 'account',
      header: t('consolePeople.admins.account'),
      cell: ({ row }) =>
        row.original.activated ? t('consolePeople.admins.activated') : t('consolePeople.admins.invited'),
    },
    {
      id: 'lastSignIn',
      header: t('consolePeople.admins.lastSignIn'),
      cell: ({ row }) =>
        row.original.lastSignInAt
          ? when.format(new Date(row.original.lastSignInAt))
          : t('consolePeople.admins.never'),
    },
    {
      id: 'actions',
      header: t('consolePeople.admins.actions'),
      cell: ({ row }) =>
        row.original.id === ownId ? (
          <span className={styles.muted}>{t('consolePeople.admins.you')}</span>
        ) : (
          <Button
            variant="secondary"
            aria-label={t('consolePeople.admins.removeNamed', { name: row.original.name })}
            onClick={() => {
              setRemoved(null);
              setRemoving(row.original);
            }}
          >
            {t('consolePeople.admins.remove')}
          </Button>
        ),
    },
  ];

  return (
    <section className={styles.section} aria-labelledby={ADMINS_HEADING_ID}>
      <h2 id={ADMINS_HEADING_ID} tabIndex={-1}>
        {t('consolePeople.admins.heading')}
      </h2>
      {removed ? (
        <Banner variant="success" role="status">
          <p>{t('consolePeople.admins.removed', { name: removed })}</p>
        </Banner>
      ) : null}
      <QueryState
        status={list.isError ? 'error' : list.data ? 'success' : 'loading'}
        errorText={t('consolePeople.admins.error')}
        onRetry={() => void list.refetch()}
        isEmpty={list.data?.data.length === 0}
        emptyText={t('consolePeople.admins.empty')}
      >
        <DataTable
          caption={t('consolePeople.admins.caption')}
          columns={columns}
          rows={list.data?.data ?? []}
          rowId={(row) => row.id}
          busy={list.isFetching}
        />
      </QueryState>
      {removing ? (
        <RemoveAdministratorDialog
          key={removing.id}
          administrator={removing}
          onClose={(done) => {
            if (done) setRemoved(removing.name);
            setRemoving(null);
          }}
        />
      ) : null}
      <h3>{t('consolePeople.admins.inviteHeading')}</h3>
      <p>{t('consolePeople.admins.inviteIntro')}</p>
      <PersonInviteForm
        idPrefix="admin-invite"
        invite={({ permissions: _none, ...person }) => invite(person)}
      />
    </section>
  );
}
