import type { EligibleBenefitsResponse } from '@portal/contracts';
import { Link } from 'react-router';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { benefitPath } from '../../../lib/benefit-paths.ts';
import styles from './benefits.module.css';
import benefitsTexts from '../../../i18n/en-GB/benefits.json';

addTexts(benefitsTexts);

/** For someone on probation: what opens to them when it ends, and from when. */
export function LaterBenefits({ later }: { later: EligibleBenefitsResponse['later'] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.group} aria-labelledby="later-benefits">
      <h2 id="later-benefits">{t('benefits.later.heading')}</h2>
      <p>{t('benefits.later.intro')}</p>
      <ul className={styles.cards}>
        {later.map((benefit) => (
          <li key={benefit.id} className={styles.card}>
            <div className={styles.cardBody}>
              <h3 className={styles.cardTitle}>
                <Link to={benefitPath(benefit.id)} className={styles.cardLink}>
                  {benefit.name}
                </Link>
              </h3>
              <p className={styles.muted}>{benefit.summary}</p>
              <p>{benefit.reason}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
