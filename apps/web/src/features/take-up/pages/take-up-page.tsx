import type { TakeUpLine } from '@portal/contracts/take-up';
import { Breadcrumb } from '../../../components/breadcrumb/breadcrumb.tsx';
import { BarChart } from '../../../components/charts/bar-chart.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useSidePanels } from '../../../lib/side-panels.ts';
import { useTakeUp } from '../api.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from '../components/take-up.module.css';
import takeUpTexts from '../../../i18n/en-GB/take-up.json';

addTexts(takeUpTexts);

const whole = new Intl.NumberFormat('en-GB');
const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
/**
 * Each benefit's first word, short enough for the chart's axis (the table names it in full); a word already
 * used gets a number, as the chart tells its bars apart by label.
 */
function axisLabels(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const word = name.split(' ')[0]!.slice(0, 8);
    const times = (seen.get(word) ?? 0) + 1;
    seen.set(word, times);
    return times === 1 ? word : `${word} ${times}`;
  });
}

/**
 * /app/dashboard/benefit-takeup: the take-up of every benefit of the current scheme year, as a chart and as a
 * table of the same numbers; a benefit's name opens its summary (view-benefit-takeup-detail).
 */
export function TakeUpPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('takeUp.documentTitle'));
  const panels = useSidePanels();
  const takeUp = useTakeUp();
  const lines = takeUp.data?.benefits ?? [];
  const best = lines.reduce<TakeUpLine | null>(
    (top, line) => (!top || line.percentage > top.percentage ? line : top),
    null,
  );

  return (
    <div className={styles.page}>
      <Breadcrumb
        label={t('takeUp.breadcrumb')}
        items={[
          { label: t('takeUp.home'), to: paths.appHome },
          { label: t('takeUp.dashboard'), to: paths.appDashboard },
          { label: t('takeUp.heading') },
        ]}
      />
      <h1>{t('takeUp.heading')}</h1>
      <p>{t('takeUp.intro')}</p>
      <QueryState
        status={takeUp.isError ? 'error' : takeUp.data ? 'success' : 'loading'}
        errorText={t('takeUp.error')}
        onRetry={() => void takeUp.refetch()}
        isEmpty={lines.length === 0}
        emptyText={t('takeUp.empty')}
      >
        {best ? (
          <BarChart
            title={t('takeUp.chartTitle')}
            summary={t('takeUp.chartSummary', {
              count: lines.length,
              best: best.name,
              percentage: oneDecimal.format(best.percentage),
            })}
            groups={axisLabels(lines.map((line) => line.name)).map((label, index) => ({
              label,
              values: { percentage: lines[index]!.percentage },
            }))}
            series={[{ key: 'percentage', label: t('takeUp.percentage') }]}
            format={(value) => `${whole.format(value)}%`}
          />
        ) : null}
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('takeUp.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('takeUp.benefit')}</th>
                <th scope="col" className={styles.number}>
                  {t('takeUp.eligible')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('takeUp.selected')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('takeUp.pending')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('takeUp.percentage')}
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.benefitId}>
                  <th scope="row">
                    <button
                      type="button"
                      className={styles.linkButton}
                      onClick={(event) =>
                        panels.open('view-benefit-takeup-detail', {
                          props: { benefitId: line.benefitId, name: line.name },
                          opener: event.currentTarget,
                        })
                      }
                    >
                      {line.name}
                    </button>
                  </th>
                  <td className={styles.number}>{whole.format(line.eligible)}</td>
                  <td className={styles.number}>{whole.format(line.selected)}</td>
                  <td className={styles.number}>{whole.format(line.pending)}</td>
                  <td className={styles.number}>{oneDecimal.format(line.percentage)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </QueryState>
    </div>
  );
}
