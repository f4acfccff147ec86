import { pounds, poundsAndPence } from '@portal/benefits/money';
import { periodLabel } from '@portal/benefits/payroll';
import type { RewardYear } from '@portal/contracts/statements';
import { Button } from '../../../components/button/button.tsx';
import { DoughnutChart } from '../../../components/charts/doughnut-chart.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useSidePanels } from '../../../lib/side-panels.ts';
import styles from './payroll.module.css';
import statementsTexts from '../../../i18n/en-GB/statements.json';

addTexts(statementsTexts);

/**
 * One scheme year of the total reward: the headline total and its parts, a doughnut of what the benefits are
 * worth by category (its numbers also in the legend and the tables), and each category's benefits with a link
 * to the category's monthly statement.
 */
export function RewardYearView({ year, headingLevel = 2 }: { year: RewardYear; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const panels = useSidePanels();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <>
      <section className={styles.headline} aria-labelledby={`reward-${year.year}`}>
        <Heading id={`reward-${year.year}`}>
          {t('statements.reward.yearLabel', { label: year.label })}
        </Heading>
        <p className={styles.muted}>
          {t('statements.reward.period', {
            from: periodLabel(year.from),
            to: periodLabel(year.to),
            count: year.months,
          })}
        </p>
        <p>
          {t('statements.reward.total')}: <span className={styles.total}>{poundsAndPence(year.total)}</span>
        </p>
        <dl className={styles.figures}>
          <div>
            <dt>{t('statements.reward.salary')}</dt>
            <dd>{poundsAndPence(year.salary)}</dd>
          </div>
          <div>
            <dt>{t('statements.reward.employerContributions')}</dt>
            <dd>{poundsAndPence(year.employerContributions)}</dd>
          </div>
          <div>
            <dt>{t('statements.reward.savings')}</dt>
            <dd>{poundsAndPence(year.savings)}</dd>
          </div>
          <div>
            <dt>{t('statements.reward.youPaid')}</dt>
            <dd>{poundsAndPence(year.youPaid)}</dd>
          </div>
        </dl>
      </section>
      <section className={styles.overview} aria-label={t('statements.reward.chartTitle')}>
        <DoughnutChart
          title={t('statements.reward.chartTitle')}
          summary={t('statements.reward.chartSummary', { count: year.categories.length })}
          slices={year.categories.map((category) => ({ label: category.name, value: category.value }))}
          format={pounds}
        />
        <p>
          {t('statements.reward.benefitsValue')} <strong>{poundsAndPence(year.benefitsValue)}</strong>
        </p>
      </section>
      {year.categories.map((category) => (
        <section key={category.code} className={styles.category}>
          <div className={styles.actions}>
            <SubHeading>{category.name}</SubHeading>
            <Button
              variant="secondary"
              className={styles.noPrint}
              aria-label={t('statements.reward.statementLabel', { category: category.name })}
              onClick={(event) =>
                panels.open('statement', {
                  props: { groupCode: category.code, groupName: category.name },
                  opener: event.currentTarget,
                })
              }
            >
              {t('statements.reward.statement')}
            </Button>
          </div>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>
                {t('statements.reward.categoryCaption', {
                  category: category.name,
                  value: poundsAndPence(category.value),
                })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('statements.reward.benefit')}</th>
                  <th scope="col" className={styles.amount}>
                    {t('statements.reward.paid')}
                  </th>
                  <th scope="col" className={styles.amount}>
                    {t('statements.reward.employerPaid')}
                  </th>
                  <th scope="col" className={styles.amount}>
                    {t('statements.reward.taxSaving')}
                  </th>
                  <th scope="col" className={styles.amount}>
                    {t('statements.reward.niSaving')}
                  </th>
                  <th scope="col" className={styles.amount}>
                    {t('statements.reward.value')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {category.lines.map((line) => (
                  <tr key={line.benefitId}>
                    <th scope="row">{line.name}</th>
                    <td className={styles.amount}>{poundsAndPence(line.youPaid)}</td>
                    <td className={styles.amount}>{poundsAndPence(line.employerPaid)}</td>
                    <td className={styles.amount}>{poundsAndPence(line.taxSaving)}</td>
                    <td className={styles.amount}>{poundsAndPence(line.niSaving)}</td>
                    <td className={styles.amount}>{poundsAndPence(line.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}
