import { longDate, type IsoDate } from '@portal/benefits/dates';
import { useState } from 'react';
import { Breadcrumb } from '../../../components/breadcrumb/breadcrumb.tsx';
import { BarChart } from '../../../components/charts/bar-chart.tsx';
import { DoughnutChart } from '../../../components/charts/doughnut-chart.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { SelectField } from '../../../components/text-field/select-field.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useGetEmployeeInsightsQuery, useGetEmployeeLoginsQuery } from '../api.ts';
import { paths } from '../../../lib/paths.ts';
import { useSignedInClient } from '../../../lib/state/login-setup-api.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from '../components/insights.module.css';
import insightsTexts from '../../../i18n/en-GB/insights.json';

addTexts(insightsTexts);

const whole = new Intl.NumberFormat('en-GB');
/** '24 Nov' for the chart's axis. */
const shortDay = (day: string) => {
  const [date, month] = longDate(day as IsoDate).split(' ');
  return `${date} ${month!.slice(0, 3)}`;
};

/**
 * /app/dashboard/employee-insights/: who signs in: active users, sign-ins by day or week (a chart and a table
 * of the same numbers) and the devices they use.
 */
export function EmployeeInsightsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('insights.insights.documentTitle'));
  const client = useSignedInClient();
  const clientId = client?.id ?? '';
  const [by, setBy] = useState<'day' | 'week'>('day');
  const insights = useGetEmployeeInsightsQuery(clientId, { skip: !clientId });
  const logins = useGetEmployeeLoginsQuery({ clientId, by }, { skip: !clientId });
  const points = logins.data?.points ?? [];
  const totalSignIns = points.reduce((sum, point) => sum + point.signIns, 0);
  const busiest = points.reduce((most, point) => Math.max(most, point.signIns), 0);
  const devices = insights.data?.devices ?? [];

  return (
    <div className={styles.page}>
      <Breadcrumb
        label={t('insights.breadcrumb')}
        items={[
          { label: t('insights.home'), to: paths.appHome },
          { label: t('insights.dashboard'), to: paths.appDashboard },
          { label: t('insights.insights.heading') },
        ]}
      />
      <h1>{t('insights.insights.heading')}</h1>
      <section className={styles.section} aria-labelledby="active-users">
        <h2 id="active-users">{t('insights.insights.activeHeading')}</h2>
        <QueryState
          status={insights.isError ? 'error' : insights.data ? 'success' : 'loading'}
          errorText={t('insights.insights.error')}
          onRetry={() => void insights.refetch()}
        >
          {insights.data ? (
            <dl className={styles.figures}>
              <div>
                <dt>{t('insights.insights.activeLast30')}</dt>
                <dd>{whole.format(insights.data.activeUsers.last30Days)}</dd>
              </div>
              <div>
                <dt>{t('insights.insights.activeThisMonth')}</dt>
                <dd>{whole.format(insights.data.activeUsers.thisMonth)}</dd>
              </div>
              <div>
                <dt>{t('insights.insights.signIns30')}</dt>
                <dd>{whole.format(insights.data.signInsLast30Days)}</dd>
              </div>
            </dl>
          ) : null}
        </QueryState>
      </section>
      <section className={styles.section} aria-labelledby="sign-ins">
        <h2 id="sign-ins">{t('insights.insights.loginsHeading')}</h2>
        <SelectField
          label={t('insights.insights.periodLabel')}
          placeholder={t('insights.insights.byDay')}
          options={[{ value: 'week', label: t('insights.insights.byWeek') }]}
          value={by === 'day' ? '' : 'week'}
          onChange={(event) => setBy(event.target.value === 'week' ? 'week' : 'day')}
        />
        <QueryState
          status={logins.isError ? 'error' : logins.data ? 'success' : 'loading'}
          errorText={t('insights.insights.error')}
          onRetry={() => void logins.refetch()}
          isEmpty={totalSignIns === 0}
          emptyText={t('insights.insights.noSignIns')}
        >
          {points.length > 0 ? (
            <>
              <BarChart
                title={
                  by === 'day'
                    ? t('insights.insights.loginsChartDay')
                    : t('insights.insights.loginsChartWeek')
                }
                summary={t('insights.insights.loginsSummary', {
                  total: whole.format(totalSignIns),
                  from: longDate(points[0]!.start as IsoDate),
                  to: longDate(points.at(-1)!.start as IsoDate),
                  period: by === 'day' ? t('insights.insights.day') : t('insights.insights.week'),
                  most: whole.format(busiest),
                })}
                groups={points.map((point) => ({
                  label: shortDay(point.start),
                  values: { signIns: point.signIns },
                }))}
                series={[{ key: 'signIns', label: t('insights.insights.signIns') }]}
                format={(value) => whole.format(value)}
                labelEvery={by === 'day' ? 14 : 2}
              />
              <div
                className={`${styles.tableWrap} ${styles.tall}`}
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- 90 rows scroll within their own box, which must be focusable to scroll from the keyboard (axe: scrollable-region-focusable)
                tabIndex={0}
                role="region"
                aria-label={t('insights.insights.loginsCaption')}
              >
                <table className={styles.table}>
                  <caption>{t('insights.insights.loginsCaption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">
                        {by === 'day' ? t('insights.insights.start') : t('insights.insights.weekOf')}
                      </th>
                      <th scope="col" className={styles.number}>
                        {t('insights.insights.signIns')}
                      </th>
                      <th scope="col" className={styles.number}>
                        {t('insights.insights.people')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {[...points].reverse().map((point) => (
                      <tr key={point.start}>
                        <th scope="row">{longDate(point.start as IsoDate)}</th>
                        <td className={styles.number}>{whole.format(point.signIns)}</td>
                        <td className={styles.number}>{whole.format(point.people)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : null}
        </QueryState>
      </section>
      <section className={styles.section} aria-labelledby="devices">
        <h2 id="devices">{t('insights.insights.devicesHeading')}</h2>
        {insights.data ? (
          devices.length === 0 ? (
            <p>{t('insights.insights.noSignIns')}</p>
          ) : (
            <>
              <DoughnutChart
                title={t('insights.insights.devicesChart')}
                summary={t('insights.insights.devicesSummary', {
                  total: whole.format(insights.data.signInsLast30Days),
                })}
                slices={devices.map((row) => ({
                  label: t(`insights.insights.devices.${row.device}`),
                  value: row.signIns,
                }))}
                format={(value) => whole.format(value)}
              />
              <table className={styles.table}>
                <caption>{t('insights.insights.devicesCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('insights.insights.device')}</th>
                    <th scope="col" className={styles.number}>
                      {t('insights.insights.signIns')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {devices.map((row) => (
                    <tr key={row.device}>
                      <th scope="row">{t(`insights.insights.devices.${row.device}`)}</th>
                      <td className={styles.number}>{whole.format(row.signIns)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )
        ) : null}
      </section>
    </div>
  );
}
