import type { PendingApproval } from '@portal/contracts';
import { longDate, ukDateOf } from '@portal/benefits/dates';
import { createContext, useContext, useMemo } from 'react';
import { DataTable, type TableColumn } from '../../../components/data-table/data-table.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useSidePanels } from '../../../lib/side-panels.ts';
import styles from './approvals.module.css';
import approvalsTexts from '../../../i18n/en-GB/approvals.json';

addTexts(approvalsTexts);

interface Choosing {
  benefitName: string;
  fieldLabels: readonly string[];
  chosen: ReadonlySet<string>;
  pageIds: readonly string[];
  toggle(selectionId: string): void;
  setAll(on: boolean): void;
}

/**
 * The cells read what is chosen from here, not from their column definitions: new cell functions on every tick
 * of a box would mount the cells afresh and lose the keyboard's focus.
 */
const ChoosingContext = createContext<Choosing | null>(null);
const useChoosing = () => useContext(ChoosingContext)!;

function ChooseAll() {
  const { t } = useTranslation();
  const { chosen, pageIds, setAll } = useChoosing();
  const all = pageIds.length > 0 && pageIds.every((id) => chosen.has(id));
  const some = !all && pageIds.some((id) => chosen.has(id));
  return (
    <input
      type="checkbox"
      className={styles.checkbox}
      aria-label={t('approvals.selectAll')}
      checked={all}
      ref={(box) => {
        if (box) box.indeterminate = some;
      }}
      onChange={(event) => setAll(event.target.checked)}
    />
  );
}

function ChooseOne({ approval }: { approval: PendingApproval }) {
  const { t } = useTranslation();
  const { chosen, toggle } = useChoosing();
  return (
    <input
      type="checkbox"
      className={styles.checkbox}
      aria-label={t('approvals.select', { name: approval.employeeName })}
      checked={chosen.has(approval.selectionId)}
      onChange={() => toggle(approval.selectionId)}
    />
  );
}

function ViewButton({ approval }: { approval: PendingApproval }) {
  const { t } = useTranslation();
  const panels = useSidePanels();
  const { benefitName, fieldLabels } = useChoosing();
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

interface ApprovalsTableProps extends Choosing {
  caption: string;
  approvals: PendingApproval[];
  busy: boolean;
}

/**
 * A benefit's pending selections: a box to choose each (and all of the page), the employee, each field of the
 * benefit (the order value is the first of them), when it was submitted, and View.
 */
export function ApprovalsTable({ caption, approvals, busy, ...choosing }: ApprovalsTableProps) {
  const { t } = useTranslation();
  const { fieldLabels } = choosing;
  const columns = useMemo<TableColumn<PendingApproval>[]>(
    () => [
      { id: 'choose', header: () => <ChooseAll />, cell: ({ row }) => <ChooseOne approval={row.original} /> },
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
        cell: ({ row }) => <ViewButton approval={row.original} />,
      },
    ],
    [t, fieldLabels],
  );
  return (
    <ChoosingContext.Provider value={choosing}>
      <DataTable
        caption={caption}
        columns={columns}
        rows={approvals}
        rowId={(row) => row.selectionId}
        busy={busy}
      />
    </ChoosingContext.Provider>
  );
}
