import { monthYear } from '@portal/benefits/dates';
import { useParams } from 'react-router';
import { Breadcrumb } from '../../../components/breadcrumb/breadcrumb.tsx';
import { BarChart } from '../../../components/charts/bar-chart.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useTakeUpDetail } from '../api.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { SplitTable } from '../components/split-table.tsx';
import { TakeUpFigures } from '../components/take-up-figures.tsx';
import styles from '../components/take-up.module.css';
import takeUpTexts from '../../../i18n/en-GB/take-up.json';

addTexts(takeUpTexts);

const whole = new Intl.NumberFormat('en-GB');
const monthOf = (month: string) => monthYear(Number(month.slice(0, 4)), Number(month.slice(5, 7)));

/** /app/dashboard/benefit-takeup/:benefitId: one benefit's take-up by status, month, age and location. */
export function BenefitTakeUpPage() {
  const { t } = useTranslation();
  const benefitId = Number(useParams().benefitId);
  const detail = useTakeUpDetail(benefitId);
  const data = detail.data;
  const name = data?.name ?? '';
  useDocumentTitle(data ? t('takeUp.detail.documentTitle', { name }) : t('takeUp.documentTitle'));
  const started = data?.byMonth.reduce((sum, row) => sum + row.started, 0) ?? 0;

  return (
    <div className={styles.page}>
      <Breadcrumb
        label={t('takeUp.breadcrumb')}
        items={[
          { label: t('takeUp.home'), to: paths.appHome },
          { label: t('takeUp.dashboard'), to: paths.appDashboard },
          { label: t('takeUp.heading'), to: paths.benefitTakeUp },
          { label: name || t('takeUp.benefit') },
        ]}
      />
      <h1>{data ? t('takeUp.detail.heading', { name }) : t('takeUp.heading')}</h1>
      <QueryState
        status={detail.isError ? 'error' : data ? 'success' : 'loading'}
        errorText={t('takeUp.error')}
        onRetry={() => void detail.refetch()}
      >
        {data ? (
          <>
            <TakeUpFigures line={data} />
            <section className={styles.section} aria-labelledby="take-up-status">
              <h2 id="take-up-status">{t('takeUp.detail.statusHeading')}</h2>
              {data.byStatus.length === 0 ? (
                <p>{t('takeUp.detail.none')}</p>
              ) : (
                <table className={styles.table}>
                  <caption>{t('takeUp.detail.statusCaption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('takeUp.detail.status')}</th>
                      <th scope="col" className={styles.number}>
                        {t('takeUp.detail.count')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.byStatus.map((row) => (
                      <tr key={row.status}>
                        <th scope="row">{t(`takeUp.detail.statuses.${row.status}`)}</th>
                        <td className={styles.number}>{whole.format(row.count)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
            <section className={styles.section} aria-labelledby="take-up-month">
              <h2 id="take-up-month">{t('takeUp.detail.monthHeading')}</h2>
              {data.byMonth.length === 0 ? (
                <p>{t('takeUp.detail.none')}</p>
              ) : (
                <>
                  <BarChart
                    title={t('takeUp.detail.monthChart')}
                    summary={t('takeUp.detail.monthSummary', {
                      total: whole.format(started),
                      from: monthOf(data.byMonth[0]!.month),
                      to: monthOf(data.byMonth.at(-1)!.month),
                    })}
                    groups={data.byMonth.map((row) => ({
                      label: monthOf(row.month).replace(/^(\w{3})\w* \d\d(\d\d)$/, '$1 $2'),
                      values: { started: row.started },
                    }))}
                    series={[{ key: 'started', label: t('takeUp.detail.started') }]}
                    format={(value) => whole.format(value)}
                  />
                  <table className={styles.table}>
                    <caption>{t('takeUp.detail.monthCaption')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('takeUp.detail.month')}</th>
                        <th scope="col" className={styles.number}>
                          {t('takeUp.detail.started')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.byMonth.map((row) => (
                        <tr key={row.month}>
                          <th scope="row">{monthOf(row.month)}</th>
                          <td className={styles.number}>{whole.format(row.started)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </>
              )}
            </section>
            <section className={styles.section} aria-labelledby="take-up-age">
              <h2 id="take-up-age">{t('takeUp.detail.ageHeading')}</h2>
              <BarChart
                title={t('takeUp.detail.ageChart')}
                summary={t('takeUp.detail.ageSummary', { count: data.byAgeBand.length })}
                groups={data.byAgeBand.map((row) => ({
                  label: row.label,
                  values: { employees: row.employees, selected: row.selected },
                }))}
                series={[
                  { key: 'employees', label: t('takeUp.detail.employees') },
                  { key: 'selected', label: t('takeUp.selected') },
                ]}
                format={(value) => whole.format(value)}
              />
              <SplitTable
                caption={t('takeUp.detail.ageCaption')}
                heading={t('takeUp.detail.band')}
                rows={data.byAgeBand}
              />
            </section>
            <section className={styles.section} aria-labelledby="take-up-location">
              <h2 id="take-up-location">{t('takeUp.detail.locationHeading')}</h2>
              <SplitTable
                caption={t('takeUp.detail.locationCaption')}
                heading={t('takeUp.detail.location')}
                rows={data.byLocation}
              />
            </section>
          </>
        ) : null}
      </QueryState>
    </div>
  );
}
