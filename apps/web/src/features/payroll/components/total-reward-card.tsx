import { poundsAndPence } from '@portal/benefits/money';
import { periodLabel } from '@portal/benefits/payroll';
import { Link } from 'react-router';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useGetTotalRewardCardQuery } from '../api.ts';
import styles from './total-reward-card.module.css';
import statementsTexts from '../../../i18n/en-GB/statements.json';

addTexts(statementsTexts);

/**
 * The home page's total reward card: the newest scheme year's headline (the same figures as the total reward
 * page), linking to it. Nothing shows before the first payroll with benefits; a failure (after the one retry
 * the spec asks for) says so without holding up the rest of the page.
 */
export function TotalRewardCard() {
  const { t } = useTranslation();
  const card = useGetTotalRewardCardQuery();
  if (card.isError) {
    return (
      <p role="alert" className={styles.rewardError}>
        {t('statements.card.error')}
      </p>
    );
  }
  const year = card.data?.year;
  if (!year) return null;
  return (
    <section aria-labelledby="total-reward-heading" className={styles.reward}>
      <h2 id="total-reward-heading">{t('statements.card.heading')}</h2>
      <p className={styles.rewardTotal}>{poundsAndPence(year.total)}</p>
      <p>
        {t('statements.card.worth', {
          total: poundsAndPence(year.total),
          from: periodLabel(year.from),
          to: periodLabel(year.to),
        })}
      </p>
      <p>{t('statements.card.benefits', { value: poundsAndPence(year.benefitsValue) })}</p>
      <p>
        <Link to={paths.totalBenefits}>{t('statements.card.link')}</Link>
      </p>
    </section>
  );
}
