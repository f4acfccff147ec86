import { Link } from 'react-router';
import { Breadcrumb } from '../../../components/breadcrumb/breadcrumb.tsx';
import { Button } from '../../../components/button/button.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGetTotalRewardQuery } from '../api.ts';
import { RewardYearView } from '../components/reward-year.tsx';
import styles from '../components/payroll.module.css';
import statementsTexts from '../../../i18n/en-GB/statements.json';

addTexts(statementsTexts);

/**
 * /app/my-total-benefits/: the total reward statement of the newest scheme year. "Download PDF" is the browser's
 * print to PDF with a print stylesheet (docs/decisions.md), so the PDF is exactly the page.
 */
export function TotalBenefitsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('statements.reward.heading'));
  const reward = useGetTotalRewardQuery();
  const [newest] = reward.data?.years ?? [];
  return (
    <div className={styles.page}>
      <Breadcrumb
        label={t('common.breadcrumb')}
        items={[{ label: t('common.home'), to: paths.appHome }, { label: t('statements.reward.breadcrumb') }]}
      />
      <h1>{t('statements.reward.heading')}</h1>
      <p>{t('statements.reward.intro')}</p>
      <QueryState
        status={reward.isError ? 'error' : reward.data ? 'success' : 'loading'}
        errorText={t('statements.reward.loadError')}
        onRetry={() => void reward.refetch()}
        isEmpty={!newest}
        emptyText={t('statements.reward.empty')}
      >
        {newest ? (
          <>
            <div className={styles.actions}>
              <Button onClick={() => window.print()} aria-describedby="print-hint">
                {t('statements.reward.print')}
              </Button>
              <span id="print-hint" className={styles.muted}>
                {t('statements.reward.printHint')}
              </span>
              <Link to={paths.totalBenefitsEnhanced}>{t('statements.reward.enhanced')}</Link>
            </div>
            <RewardYearView year={newest} />
          </>
        ) : null}
      </QueryState>
    </div>
  );
}
