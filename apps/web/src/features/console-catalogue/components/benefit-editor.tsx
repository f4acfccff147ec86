import type { ConsoleBenefit } from '@portal/contracts/console-catalogue';
import { useState } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';
import consoleCatalogueTexts from '../../../i18n/en-GB/console-catalogue.json';
import { useGetConsoleBenefitQuery } from '../api.ts';
import { BenefitForm } from './benefit-form.tsx';
import { BenefitPreview } from './benefit-preview.tsx';
import { BenefitTerms } from './benefit-terms.tsx';
import styles from './catalogue.module.css';

addTexts(consoleCatalogueTexts);

/** The chosen benefit's editor: its document loaded, then the form; focus lands on its heading as it opens. */
export function BenefitEditor({
  clientSlug,
  benefitId,
  onClose,
}: {
  clientSlug: string;
  benefitId: number;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const focusHeading = useFocusOnMount<HTMLHeadingElement>();
  const benefit = useGetConsoleBenefitQuery({ clientSlug, benefitId });
  const [saved, setSaved] = useState<string | null>(null);
  const name = benefit.data?.document.name ?? '';
  return (
    <>
      <section className={styles.section} aria-labelledby="catalogue-edit-heading">
        <h3 id="catalogue-edit-heading" tabIndex={-1} ref={focusHeading}>
          {t('consoleCatalogue.editHeading', { name })}
        </h3>
        <p>{t('consoleCatalogue.editIntro')}</p>
        {saved ? (
          <Banner variant="success" role="status">
            <p>{saved}</p>
          </Banner>
        ) : null}
        <QueryState
          status={benefit.isError ? 'error' : benefit.data ? 'success' : 'loading'}
          errorText={t('consoleCatalogue.editError')}
          onRetry={() => void benefit.refetch()}
        >
          {benefit.data ? (
            <BenefitForm
              // A fresh form for the document as saved (its HTML as the server cleaned it).
              key={benefit.fulfilledTimeStamp}
              clientSlug={clientSlug}
              benefit={benefit.data}
              onSaved={(done: ConsoleBenefit) =>
                setSaved(t('consoleCatalogue.saved', { name: done.document.name }))
              }
              onEdit={() => setSaved(null)}
              onClose={onClose}
            />
          ) : null}
        </QueryState>
      </section>
      {/* Beside the form, not in it: the terms change by their own publication; the preview saves nothing. */}
      {benefit.data ? (
        <>
          <BenefitTerms clientSlug={clientSlug} benefitId={benefitId} retired={benefit.data.retired} />
          <BenefitPreview clientSlug={clientSlug} benefitId={benefitId} />
        </>
      ) : null}
    </>
  );
}
