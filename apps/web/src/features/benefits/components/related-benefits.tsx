import { QueryState } from '../../../components/query-state/query-state.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useGetRelatedBenefitsQuery } from '../api.ts';
import { BenefitCard } from './benefit-card.tsx';
import styles from './benefits.module.css';
import benefitsTexts from '../../../i18n/en-GB/benefits.json';

addTexts(benefitsTexts);

/** Benefits related to this one that the employee may have. */
export function RelatedBenefits({ benefitId }: { benefitId: number }) {
  const { t } = useTranslation();
  const query = useGetRelatedBenefitsQuery(benefitId);
  const status = query.isError ? 'error' : query.data ? 'success' : 'loading';
  const related = query.data?.benefits ?? [];
  return (
    <QueryState
      status={status}
      errorText={t('benefits.detail.relatedError')}
      onRetry={() => void query.refetch()}
      isEmpty={related.length === 0}
    >
      <section className={styles.section} aria-labelledby="related-benefits">
        <h2 id="related-benefits">{t('benefits.detail.related')}</h2>
        <ul className={styles.cards}>
          {related.map((card) => (
            <BenefitCard key={card.id} card={card} />
          ))}
        </ul>
      </section>
    </QueryState>
  );
}
