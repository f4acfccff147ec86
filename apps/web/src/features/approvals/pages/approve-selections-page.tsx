import type { PendingBenefit } from '@portal/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Breadcrumb } from '../../../components/breadcrumb/breadcrumb.tsx';
import { DataTable, type TableColumn } from '../../../components/data-table/data-table.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { useGetPendingApprovalsQuery } from '../api.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { benefitApprovalsPath } from '../approvals-paths.ts';
import styles from '../components/approvals.module.css';
import approvalsTexts from '../../../i18n/en-GB/approvals.json';

addTexts(approvalsTexts);

const whole = new Intl.NumberFormat('en-GB');

/** /app/dashboard/approve-selections: the benefits with selections awaiting approval, each linking to them. */
export function ApproveSelectionsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('approvals.documentTitle'));
  const pending = useGetPendingApprovalsQuery();
  const benefits = pending.data?.benefits ?? [];
  const columns = useMemo<TableColumn<PendingBenefit>[]>(
    () => [
      {
        id: 'benefit',
        header: () => t('approvals.benefit'),
        cell: ({ row }) => (
          <Link to={benefitApprovalsPath(row.original.benefitId)}>{row.original.benefitName}</Link>
        ),
      },
      {
        id: 'pending',
        header: () => t('approvals.pending'),
        cell: ({ row }) => whole.format(row.original.pending),
      },
    ],
    [t],
  );

  return (
    <div className={styles.page}>
      <Breadcrumb
        label={t('approvals.breadcrumb')}
        items={[
          { label: t('approvals.home'), to: paths.appHome },
          { label: t('approvals.dashboard'), to: paths.appDashboard },
          { label: t('approvals.approveSelections') },
        ]}
      />
      <h1>{t('approvals.heading')}</h1>
      <p>{t('approvals.intro')}</p>
      <QueryState
        status={pending.isError ? 'error' : pending.data ? 'success' : 'loading'}
        errorText={t('approvals.error')}
        onRetry={() => void pending.refetch()}
        isEmpty={benefits.length === 0}
        emptyText={t('approvals.empty')}
      >
        <DataTable
          caption={t('approvals.caption')}
          columns={columns}
          rows={benefits}
          rowId={(row) => String(row.benefitId)}
        />
      </QueryState>
    </div>
  );
}
