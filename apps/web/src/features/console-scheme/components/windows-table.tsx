import { longDate } from '@portal/benefits/dates';
import type { ConsoleScheme, ConsoleWindow } from '@portal/contracts/console-scheme';
import { useState } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { DataTable, type TableColumn } from '../../../components/data-table/data-table.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleSchemeTexts from '../../../i18n/en-GB/console-scheme.json';
import { ChangeWindowDialog } from './change-window-dialog.tsx';
import { RemoveWindowDialog } from './remove-window-dialog.tsx';
import { groupNames } from './window-groups-field.tsx';
import styles from './console-scheme.module.css';

addTexts(consoleSchemeTexts);

type Action = { kind: 'change' | 'remove'; window: ConsoleWindow } | null;

/**
 * The year's windows with the groups they open and their state; a closed window is history (no action), an
 * opened one stays.
 */
export function WindowsTable({
  clientSlug,
  year,
  windows,
  groups,
}: {
  clientSlug: string;
  year: number;
  windows: ConsoleWindow[];
  groups: ConsoleScheme['groups'];
}) {
  const { t } = useTranslation();
  const [action, setAction] = useState<Action>(null);
  const columns: TableColumn<ConsoleWindow>[] = [
    { id: 'opensOn', header: t('consoleScheme.columns.opensOn'), accessorFn: (row) => longDate(row.opensOn) },
    {
      id: 'closesOn',
      header: t('consoleScheme.columns.closesOn'),
      accessorFn: (row) => longDate(row.closesOn),
    },
    {
      id: 'groups',
      header: t('consoleScheme.columns.groups'),
      accessorFn: (row) => groupNames(row.groups, groups, t('consoleScheme.groups.all')),
    },
    {
      id: 'state',
      header: t('consoleScheme.columns.state'),
      accessorFn: (row) => t(`consoleScheme.state.${row.state}`),
    },
    {
      id: 'actions',
      header: t('consoleScheme.columns.actions'),
      cell: ({ row: { original } }) => {
        const opensOn = longDate(original.opensOn);
        return (
          <div className={styles.actions}>
            {original.state === 'closed' ? null : (
              <Button
                variant="secondary"
                aria-label={t('consoleScheme.changeLabel', { opensOn })}
                onClick={() => setAction({ kind: 'change', window: original })}
              >
                {t('consoleScheme.change')}
              </Button>
            )}
            {original.state === 'upcoming' ? (
              <Button
                variant="secondary"
                aria-label={t('consoleScheme.removeLabel', { opensOn })}
                onClick={() => setAction({ kind: 'remove', window: original })}
              >
                {t('consoleScheme.remove')}
              </Button>
            ) : null}
          </div>
        );
      },
    },
  ];
  const close = () => setAction(null);
  return (
    <>
      <DataTable
        caption={t('consoleScheme.windowsCaption', { year })}
        columns={columns}
        rows={windows}
        rowId={(row) => row.id}
      />
      {action?.kind === 'change' ? (
        <ChangeWindowDialog
          clientSlug={clientSlug}
          year={year}
          window={action.window}
          groups={groups}
          onClose={close}
        />
      ) : null}
      {action?.kind === 'remove' ? (
        <RemoveWindowDialog clientSlug={clientSlug} year={year} window={action.window} onClose={close} />
      ) : null}
    </>
  );
}
