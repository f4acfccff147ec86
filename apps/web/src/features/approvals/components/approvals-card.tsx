import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { useGetPendingApprovalsQuery } from '../api.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { SummaryCard } from '../../../components/summary-card/summary-card.tsx';
import approvalsTexts from '../../../i18n/en-GB/approvals.json';

addTexts(approvalsTexts);

/** The approvals card (approvers only): how many selections wait, linking to the approvals page. */
export function ApprovalsCard() {
  const { t } = useTranslation();
  const pending = useGetPendingApprovalsQuery();
  const count = (pending.data?.benefits ?? []).reduce((sum, line) => sum + line.pending, 0);
  return (
    <SummaryCard id="approvals-heading" heading={t('approvals.card.heading')}>
      <QueryState
        status={pending.isError ? 'error' : pending.data ? 'success' : 'loading'}
        errorText={t('approvals.error')}
        onRetry={() => void pending.refetch()}
      >
        <p>{count === 0 ? t('approvals.card.none') : t('approvals.card.count', { count })}</p>
      </QueryState>
      <Link to={paths.approveSelections}>{t('approvals.card.link')}</Link>
    </SummaryCard>
  );
}
