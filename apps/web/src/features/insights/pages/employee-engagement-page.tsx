import { monthYear } from '@portal/benefits/dates';
import type { ReactNode } from 'react';
import { Breadcrumb } from '../../../components/breadcrumb/breadcrumb.tsx';
import { BarChart } from '../../../components/charts/bar-chart.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useGetEmployeeInsightsQuery } from '../api.ts';
import { paths } from '../../../lib/paths.ts';
import { useSignedInClient } from '../../../lib/state/login-setup-api.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from '../components/insights.module.css';
import insightsTexts from '../../../i18n/en-GB/insights.json';

addTexts(insightsTexts);

const whole = new Intl.NumberFormat('en-GB');
const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
/** 'Jan 26' for the chart's axis. */
const shortMonth = (month: string) => {
  const label = monthYear(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
  return `${label.slice(0, 3)} ${month.slice(2, 4)}`;
};

/**
 * /app/dashboard/employee-engagement/: registration over the last year (a chart and a table of the same
 * numbers) and by location, and below them what the page is composed with (app/routes: the employees
 * feature's welcome e-mails to everyone who has not registered).
 */
export function EmployeeEngagementPage({
  welcomeResend,
}: {
  welcomeResend: (registration: { clientId: string; notRegistered: number }) => ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(t('insights.engagement.documentTitle'));
  const client = useSignedInClient();
  const clientId = client?.id ?? '';
  const insights = useGetEmployeeInsightsQuery(clientId, { skip: !clientId });
  const data = insights.data;
  const months = data?.registrationByMonth ?? [];
  const registered = months.at(-1)?.registered ?? 0;
  const total = data?.registrationByLocation.reduce((sum, row) => sum + row.employees, 0) ?? 0;

  return (
    <div className={styles.page}>
      <Breadcrumb
        label={t('insights.breadcrumb')}
        items={[
          { label: t('insights.home'), to: paths.appHome },
          { label: t('insights.dashboard'), to: paths.appDashboard },
          { label: t('insights.engagement.heading') },
        ]}
      />
      <h1>{t('insights.engagement.heading')}</h1>
      <QueryState
        status={insights.isError ? 'error' : data ? 'success' : 'loading'}
        errorText={t('insights.engagement.error')}
        onRetry={() => void insights.refetch()}
      >
        {data ? (
          <>
            <p className={styles.figure}>
              {t('insights.engagement.figure', {
                percentage: oneDecimal.format(total === 0 ? 0 : Math.round((registered / total) * 1000) / 10),
                registered: whole.format(registered),
                total: whole.format(total),
              })}
            </p>
            <section className={styles.section} aria-labelledby="registration-by-month">
              <h2 id="registration-by-month">{t('insights.engagement.byMonthHeading')}</h2>
              <BarChart
                title={t('insights.engagement.byMonthChart')}
                summary={t('insights.engagement.byMonthSummary', {
                  from: monthYear(Number(months[0]!.month.slice(0, 4)), Number(months[0]!.month.slice(5))),
                  to: monthYear(
                    Number(months.at(-1)!.month.slice(0, 4)),
                    Number(months.at(-1)!.month.slice(5)),
                  ),
                  first: whole.format(months[0]!.registered),
                  last: whole.format(registered),
                })}
                groups={months.map((row) => ({
                  label: shortMonth(row.month),
                  values: { registered: row.registered },
                }))}
                series={[{ key: 'registered', label: t('insights.engagement.registered') }]}
                format={(value) => whole.format(value)}
              />
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <caption>{t('insights.engagement.byMonthCaption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('insights.engagement.month')}</th>
                      <th scope="col" className={styles.number}>
                        {t('insights.engagement.activated')}
                      </th>
                      <th scope="col" className={styles.number}>
                        {t('insights.engagement.registered')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {months.map((row) => (
                      <tr key={row.month}>
                        <th scope="row">
                          {monthYear(Number(row.month.slice(0, 4)), Number(row.month.slice(5)))}
                        </th>
                        <td className={styles.number}>{whole.format(row.activated)}</td>
                        <td className={styles.number}>{whole.format(row.registered)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
            <section className={styles.section} aria-labelledby="registration-by-location">
              <h2 id="registration-by-location">{t('insights.engagement.byLocationHeading')}</h2>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <caption>{t('insights.engagement.byLocationCaption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('insights.engagement.location')}</th>
                      <th scope="col" className={styles.number}>
                        {t('insights.engagement.employees')}
                      </th>
                      <th scope="col" className={styles.number}>
                        {t('insights.engagement.registered')}
                      </th>
                      <th scope="col" className={styles.number}>
                        {t('insights.engagement.percentage')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.registrationByLocation.map((row) => (
                      <tr key={row.location ?? ''}>
                        <th scope="row">{row.location ?? t('insights.engagement.notRecorded')}</th>
                        <td className={styles.number}>{whole.format(row.employees)}</td>
                        <td className={styles.number}>{whole.format(row.registered)}</td>
                        <td className={styles.number}>{oneDecimal.format(row.registeredPercentage)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
            {welcomeResend({ clientId, notRegistered: total - registered })}
          </>
        ) : null}
      </QueryState>
    </div>
  );
}
