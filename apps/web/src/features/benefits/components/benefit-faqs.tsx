import { QueryState } from '../../../components/query-state/query-state.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { FaqAccordion } from '../../../components/faq-accordion/faq-accordion.tsx';
import { useGetBenefitFaqsQuery } from '../api.ts';
import benefitsTexts from '../../../i18n/en-GB/benefits.json';

addTexts(benefitsTexts);

/** The benefit's questions and answers, in the FAQ accordion the FAQs page uses. */
export function BenefitFaqs({ benefitId, name }: { benefitId: number; name: string }) {
  const { t } = useTranslation();
  const query = useGetBenefitFaqsQuery(benefitId);
  const status = query.isError ? 'error' : query.data ? 'success' : 'loading';
  const faqs = query.data?.faqs ?? [];
  return (
    <QueryState
      status={status}
      errorText={t('benefits.detail.faqsError')}
      onRetry={() => void query.refetch()}
      isEmpty={faqs.length === 0}
    >
      <FaqAccordion
        groups={[
          {
            id: `benefit-${benefitId}`,
            order: 0,
            title: t('benefits.detail.faqs', { name }),
            questions: faqs.map((faq, order) => ({ ...faq, order })),
          },
        ]}
      />
    </QueryState>
  );
}
