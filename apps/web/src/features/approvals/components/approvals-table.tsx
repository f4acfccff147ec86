import type { PendingApproval } from '@portal/contracts';
import { longDate, ukDateOf } from '@portal/benefits/dates';
import { useMemo } from 'react';
import { DataTable, type TableColumn } from '../../../components/data-table/data-table.tsx';
import {
  ChooseAllBox,
  ChooseRowBox,
  RowChoiceProvider,
  type useRowChoice,
} from '../../../components/data-table/row-choice.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useSidePanels } from '../../../lib/side-panels.ts';
import styles from './approvals.module.css';
import approvalsTexts from '../../../i18n/en-GB/approvals.json';

addTexts(approvalsTexts);

interface ViewProps {
  approval: PendingApproval;
  benefitName: string;
  fieldLabels: readonly string[];
}

function ViewButton({ approval, benefitName, fieldLabels }: ViewProps) {
  const { t } = useTranslation();
  const panels = useSidePanels();
  return (
    <button
      type="button"
      className={styles.viewButton}
      aria-label={t('approvals.viewSelection', { name: approval.employeeName })}
      onClick={(event) =>
        panels.open('view-approvals-data', {
          props: { benefitName, approval, fieldLabels },
          opener: event.currentTarget,
        })
      }
    >
      {t('approvals.view')}
    </button>
  );
}

interface ApprovalsTableProps {
  caption: string;
  benefitName: string;
  fieldLabels: readonly string[];
  approvals: PendingApproval[];
  busy: boolean;
  choice: ReturnType<typeof useRowChoice>['choice'];
}

/**
 * A benefit's pending selections: a box to choose each (and all of the page), the employee, each field of the
 * benefit (the order value is the first of them), when it was submitted, and View.
 */
export function ApprovalsTable({
  caption,
  benefitName,
  fieldLabels,
  approvals,
  busy,
  choice,
}: ApprovalsTableProps) {
  const { t } = useTranslation();
  const columns = useMemo<TableColumn<PendingApproval>[]>(
    () => [
      {
        id: 'choose',
        header: () => <ChooseAllBox label={t('approvals.selectAll')} />,
        cell: ({ row }) => (
          <ChooseRowBox
            id={row.original.selectionId}
            label={t('approvals.select', { name: row.original.employeeName })}
          />
        ),
      },
      { id: 'employee', header: () => t('approvals.employee'), cell: ({ row }) => row.original.employeeName },
      {
        id: 'employeeNumber',
        header: () => t('approvals.employeeNumber'),
        cell: ({ row }) => row.original.employeeNumber ?? '',
      },
      ...fieldLabels.map((label): TableColumn<PendingApproval> => ({
        id: `field:${label}`,
        header: () => label,
        cell: ({ row }) => row.original.fields[label] ?? '',
      })),
      {
        id: 'submitted',
        header: () => t('approvals.submitted'),
        cell: ({ row }) =>
          row.original.submittedAt
            ? longDate(ukDateOf(new Date(row.original.submittedAt)))
            : t('approvals.notSubmitted'),
      },
      {
        id: 'view',
        header: () => t('approvals.view'),
        cell: ({ row }) => (
          <ViewButton approval={row.original} benefitName={benefitName} fieldLabels={fieldLabels} />
        ),
      },
    ],
    [t, fieldLabels, benefitName],
  );
  return (
    <RowChoiceProvider choice={choice}>
      <DataTable
        caption={caption}
        columns={columns}
        rows={approvals}
        rowId={(row) => row.selectionId}
        busy={busy}
      />
    </RowChoiceProvider>
  );
}
