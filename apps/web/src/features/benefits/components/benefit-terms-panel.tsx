import { lazy, Suspense } from 'react';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import type { SidePanelComponentProps } from '../../../lib/side-panels.ts';
import benefitsTexts from '../../../i18n/en-GB/benefits.json';

addTexts(benefitsTexts);

const SanitisedHtml = lazy(() => import('../../../components/sanitised-html/sanitised-html.tsx'));

/** The benefit-terms side panel: the terms of the benefit's current version. */
export default function BenefitTermsPanel({
  benefitName,
  version,
  content,
}: SidePanelComponentProps<'benefit-terms'>) {
  const { t } = useTranslation();
  return (
    <div>
      <p>
        <strong>{benefitName}</strong>
        {` · ${t('benefits.terms.version', { version })}`}
      </p>
      <Suspense fallback={null}>
        <SanitisedHtml html={content} as="div" />
      </Suspense>
    </div>
  );
}
