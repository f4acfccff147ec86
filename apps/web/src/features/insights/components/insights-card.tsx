import { Link } from 'react-router';
import { BarChart, BarChartPlaceholder } from '../../../components/charts/bar-chart.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useGetEmployeeInsightsQuery, useGetEmployeeLoginsQuery } from '../api.ts';
import { paths } from '../../../lib/paths.ts';
import { SummaryCard, SummaryFigure } from '../../../components/summary-card/summary-card.tsx';
import insightsTexts from '../../../i18n/en-GB/insights.json';

addTexts(insightsTexts);

const whole = new Intl.NumberFormat('en-GB');

/** The insights card: who signed in lately, and the weekly trend of sign-ins, linking to the insights page. */
export function InsightsCard({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const insights = useGetEmployeeInsightsQuery(clientId);
  const weeks = useGetEmployeeLoginsQuery({ clientId, by: 'week' });
  const points = weeks.data?.points ?? [];
  return (
    <SummaryCard id="insights-heading" heading={t('insights.card.heading')}>
      <QueryState
        status={insights.isError ? 'error' : insights.data ? 'success' : 'loading'}
        errorText={t('insights.card.error')}
        onRetry={() => void insights.refetch()}
      >
        {insights.data ? (
          <>
            <SummaryFigure>
              {t('insights.card.active', { count: insights.data.activeUsers.last30Days })}
            </SummaryFigure>
            <p>{t('insights.card.thisMonth', { count: insights.data.activeUsers.thisMonth })}</p>
          </>
        ) : null}
      </QueryState>
      {weeks.isLoading ? <BarChartPlaceholder /> : null}
      {points.length > 0 ? (
        <BarChart
          title={t('insights.card.trend')}
          summary={t('insights.card.trendSummary', {
            first: whole.format(points[0]!.signIns),
            last: whole.format(points.at(-1)!.signIns),
          })}
          groups={points.map((point) => ({
            label: point.start.slice(5),
            values: { signIns: point.signIns },
          }))}
          series={[{ key: 'signIns', label: t('insights.card.signIns') }]}
          format={(value) => whole.format(value)}
          labelEvery={4}
        />
      ) : null}
      <Link to={paths.employeeInsights}>{t('insights.card.link')}</Link>
    </SummaryCard>
  );
}
