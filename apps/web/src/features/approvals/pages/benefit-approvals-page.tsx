import { useState } from 'react';
import { useParams } from 'react-router';
import { Breadcrumb } from '../../../components/breadcrumb/breadcrumb.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Pager } from '../../../components/data-table/pager.tsx';
import { useRowChoice } from '../../../components/data-table/row-choice.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { useGetBenefitApprovalsQuery } from '../api.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ApprovalsTable } from '../components/approvals-table.tsx';
import { DecisionModal, type DecisionAction } from '../components/decision-modal.tsx';
import styles from '../components/approvals.module.css';
import approvalsTexts from '../../../i18n/en-GB/approvals.json';

addTexts(approvalsTexts);

/**
 * /app/dashboard/approve-selections/:benefitId: one benefit's selections awaiting approval (spec section 2,
 * Approvals): choose some or all of the page, then Approve or Reject through the modal.
 */
export function BenefitApprovalsPage() {
  const { t } = useTranslation();
  const benefitId = Number(useParams().benefitId);
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<DecisionAction | null>(null);
  const approvals = useGetBenefitApprovalsQuery({ benefitId, page }, { skip: !benefitId });
  const data = approvals.data;
  const name = data?.benefitName ?? '';
  useDocumentTitle(data ? t('approvals.benefitHeading', { name }) : t('approvals.documentTitle'));
  const rows = data?.approvals ?? [];
  const { chosen, choice, clear } = useRowChoice(rows.map((approval) => approval.selectionId));
  const chosenRows = rows.filter((approval) => chosen.has(approval.selectionId));

  return (
    <div className={styles.page}>
      <Breadcrumb
        label={t('approvals.breadcrumb')}
        items={[
          { label: t('approvals.home'), to: paths.appHome },
          { label: t('approvals.dashboard'), to: paths.appDashboard },
          { label: t('approvals.approveSelections'), to: paths.approveSelections },
        ]}
      />
      <h1>{data ? t('approvals.benefitHeading', { name }) : t('approvals.heading')}</h1>
      <QueryState
        status={approvals.isError ? 'error' : data ? 'success' : 'loading'}
        errorText={t('approvals.error')}
        onRetry={() => void approvals.refetch()}
        isEmpty={data?.total === 0}
        emptyText={t('approvals.benefitEmpty')}
      >
        {data ? (
          <>
            <ApprovalsTable
              caption={t('approvals.benefitCaption', { name })}
              approvals={rows}
              busy={approvals.isFetching}
              benefitName={name}
              fieldLabels={data.fieldLabels}
              choice={choice}
            />
            <Pager
              page={page}
              lastPage={data.last_page}
              perPage={data.per_page}
              total={data.total}
              onPageChange={(next) => {
                clear();
                setPage(next);
              }}
            />
            <div className={styles.actions}>
              <p role="status">{t('approvals.chosen', { count: chosenRows.length })}</p>
              <Button onClick={() => setAction('approve')}>{t('approvals.approve')}</Button>
              <Button variant="secondary" onClick={() => setAction('reject')}>
                {t('approvals.reject')}
              </Button>
            </div>
          </>
        ) : null}
      </QueryState>
      <DecisionModal action={action} chosen={chosenRows} onClose={() => setAction(null)} />
    </div>
  );
}
