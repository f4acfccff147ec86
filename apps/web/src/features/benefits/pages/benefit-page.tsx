import { BENEFIT_LOAD_ERROR_MESSAGE, BENEFIT_REMOVED_MESSAGE } from '@portal/contracts/benefit-messages';
import { lazy, Suspense, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Banner } from '../../../components/banner/banner.tsx';
import { Breadcrumb } from '../../../components/breadcrumb/breadcrumb.tsx';
import { LinkButton } from '../../../components/button/button.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGetBenefitWithSelectionQuery } from '../api.ts';
import { BenefitFacts } from '../components/benefit-facts.tsx';
import { BenefitCallToAction } from '../components/benefit-call-to-action.tsx';
import { SelectionBadge } from '../components/benefit-card.tsx';
import { BenefitFaqs } from '../components/benefit-faqs.tsx';
import { RelatedBenefits } from '../components/related-benefits.tsx';
import { SelectionSummary } from '../components/selection-summary.tsx';
import styles from '../components/benefits.module.css';
import benefitsTexts from '../../../i18n/en-GB/benefits.json';

addTexts(benefitsTexts);

const SanitisedHtml = lazy(() => import('../../../components/sanitised-html/sanitised-html.tsx'));

const isBenefitId = (value: string | undefined): value is string => /^[1-9]\d{0,8}$/.test(value ?? '');

/**
 * /app/my-benefits/:id: breadcrumb, hero, description, plans and amounts, the employee's selection, the call to
 * action (or why it is not available), FAQs, related benefits and the terms in the benefit-terms side panel. A
 * benefit that is not there (removed, unknown, or not a number) says so in the spec's words. The childcare
 * voucher benefit (coded ccv) also shows what the page is composed with (app/routes: the vouchers feature's
 * balance).
 */
export function BenefitPage({ voucherAccount }: { voucherAccount: ReactNode }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const valid = isBenefitId(id);
  const benefitId = valid ? Number(id) : 0;
  const query = useGetBenefitWithSelectionQuery(benefitId, { skip: !valid });
  const benefit = query.data?.benefit;
  useDocumentTitle(benefit?.name ?? t('benefits.title'));

  const crumbs = [
    { label: t('common.home'), to: paths.appHome },
    { label: t('benefits.breadcrumb'), to: paths.myBenefits },
    ...(benefit ? [{ label: benefit.name }] : []),
  ];
  const frame = (content: React.ReactNode) => (
    <div className={styles.page}>
      <Breadcrumb label={t('common.breadcrumb')} items={crumbs} />
      {content}
    </div>
  );

  const error = query.error as ApiQueryError | undefined;
  if (!valid || error?.status === 404) {
    return frame(
      <Banner variant="error" role="alert">
        <p>{BENEFIT_REMOVED_MESSAGE}</p>
        <LinkButton to={paths.myBenefits} variant="secondary">
          {t('benefits.title')}
        </LinkButton>
      </Banner>,
    );
  }
  if (query.isError) {
    return frame(
      <Banner variant="error" role="alert">
        <p>{BENEFIT_LOAD_ERROR_MESSAGE}</p>
      </Banner>,
    );
  }
  if (!benefit || !query.data) {
    return frame(
      <>
        <p className="visually-hidden" role="status">
          {t('benefits.detail.loading')}
        </p>
        <div className={styles.detailSkeleton} aria-hidden="true" />
      </>,
    );
  }

  const { selection } = query.data;
  return frame(
    <>
      <header className={styles.hero}>
        <div className={styles.section}>
          <h1>{benefit.name}</h1>
          <p className={styles.muted}>{t('benefits.detail.providedBy', { provider: benefit.provider })}</p>
          <p>{benefit.summary}</p>
          {benefit.atAGlance ? <p className={styles.glance}>{benefit.atAGlance}</p> : null}
          <p className={styles.meta}>
            <span className={styles.badge}>{benefit.kindLabel}</span>
            <SelectionBadge selection={benefit.selection} />
          </p>
        </div>
        {benefit.imageUrl ? (
          <img className={styles.heroImage} src={benefit.imageUrl} alt="" width={320} height={180} />
        ) : null}
      </header>
      <BenefitCallToAction benefit={benefit} />
      {selection ? <SelectionSummary selection={selection} /> : null}
      {benefit.groupCode === 'ccv' ? voucherAccount : null}
      <section className={styles.section}>
        <Suspense fallback={null}>
          <SanitisedHtml html={benefit.descriptionHtml} as="div" />
        </Suspense>
      </section>
      <BenefitFacts benefit={benefit} />
      <BenefitFaqs benefitId={benefit.id} name={benefit.name} />
      <RelatedBenefits benefitId={benefit.id} />
    </>,
  );
}
