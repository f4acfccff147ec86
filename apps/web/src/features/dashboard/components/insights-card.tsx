import { Link } from 'react-router';
import { BarChart } from '../../../components/charts/bar-chart.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useGetEmployeeInsightsQuery, useGetEmployeeLoginsQuery } from '../../../lib/insights-api.ts';
import { paths } from '../../../lib/paths.ts';
import styles from './dashboard.module.css';
import dashboardTexts from '../../../i18n/en-GB/dashboard.json';

addTexts(dashboardTexts);

const whole = new Intl.NumberFormat('en-GB');

/** The insights card: who signed in lately, and the weekly trend of sign-ins, linking to the insights page. */
export function InsightsCard({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const insights = useGetEmployeeInsightsQuery(clientId);
  const weeks = useGetEmployeeLoginsQuery({ clientId, by: 'week' });
  const points = weeks.data?.points ?? [];
  return (
    <section className={styles.card} aria-labelledby="insights-heading">
      <h2 id="insights-heading">{t('dashboard.insights.heading')}</h2>
      <QueryState
        status={insights.isError ? 'error' : insights.data ? 'success' : 'loading'}
        errorText={t('dashboard.insights.error')}
        onRetry={() => void insights.refetch()}
      >
        {insights.data ? (
          <>
            <p className={styles.figure}>
              {t('dashboard.insights.active', { count: insights.data.activeUsers.last30Days })}
            </p>
            <p>{t('dashboard.insights.thisMonth', { count: insights.data.activeUsers.thisMonth })}</p>
          </>
        ) : null}
      </QueryState>
      {points.length > 0 ? (
        <BarChart
          title={t('dashboard.insights.trend')}
          summary={t('dashboard.insights.trendSummary', {
            first: whole.format(points[0]!.signIns),
            last: whole.format(points.at(-1)!.signIns),
          })}
          groups={points.map((point) => ({
            label: point.start.slice(5),
            values: { signIns: point.signIns },
          }))}
          series={[{ key: 'signIns', label: t('dashboard.insights.signIns') }]}
          format={(value) => whole.format(value)}
          labelEvery={4}
        />
      ) : null}
      <Link to={paths.employeeInsights}>{t('dashboard.insights.link')}</Link>
    </section>
  );
}
