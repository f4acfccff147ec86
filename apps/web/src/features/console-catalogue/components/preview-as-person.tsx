import { longDate } from '@portal/benefits/dates';
import type { ConsoleBenefitPreview } from '@portal/contracts/console-catalogue-preview';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleCatalogueTermsTexts from '../../../i18n/en-GB/console-catalogue-terms.json';
import { useGetBenefitPreviewQuery } from '../terms-api.ts';
import { PreviewChoice } from './preview-choice.tsx';
import styles from './terms.module.css';

addTexts(consoleCatalogueTermsTexts);

type Args = { clientSlug: string; benefitId: number; employeeId: string };

/** The benefit as the chosen person's catalogue shows it, then a choice priced for them. */
export function PreviewAsPerson(args: Args) {
  const { t } = useTranslation();
  const preview = useGetBenefitPreviewQuery(args);
  const data = preview.data;
  const refused = preview.error as ApiQueryError | undefined;
  return (
    <QueryState
      status={preview.isError ? 'error' : data ? 'success' : 'loading'}
      // The server's own words when it says why (a benefit retired meanwhile).
      errorText={refused?.status === 404 ? refused.error : t('consoleCatalogueTerms.previewError')}
      onRetry={() => void preview.refetch()}
    >
      {data ? (
        <div aria-busy={preview.isFetching || undefined}>
          <h5>{t('consoleCatalogueTerms.seenBy', { name: data.employee.name })}</h5>
          <PreviewCard shown={data} />
          <PreviewChoice {...args} benefit={data.benefit} personName={data.employee.name} />
        </div>
      ) : null}
    </QueryState>
  );
}

/** The benefit's card as the employee's catalogue shows it: what it is, their selection, and whether they may choose it. */
function PreviewCard({ shown }: { shown: ConsoleBenefitPreview }) {
  const { t } = useTranslation();
  const { benefit, selection } = shown;
  const { availability } = benefit;
  return (
    <div className={styles.card}>
      <p>
        <strong>{benefit.name}</strong>
      </p>
      <p className={styles.muted}>{benefit.summary}</p>
      {benefit.atAGlance ? <p>{benefit.atAGlance}</p> : null}
      <dl className={styles.facts}>
        <dt>{t('consoleCatalogueTerms.kind')}</dt>
        <dd>{benefit.kindLabel}</dd>
        <dt>{t('consoleCatalogueTerms.selection')}</dt>
        <dd>{selection?.statusLabel ?? t('consoleCatalogueTerms.noSelection')}</dd>
      </dl>
      {availability.status === 'open' ? (
        <p>
          {availability.until
            ? t('consoleCatalogueTerms.canChooseUntil', { date: longDate(availability.until) })
            : t('consoleCatalogueTerms.canChoose')}
        </p>
      ) : (
        <>
          <p>{t('consoleCatalogueTerms.cannotChoose')}</p>
          <ul>
            {availability.reasons.map((reason) => (
              <li key={reason.code}>{reason.text}</li>
            ))}
          </ul>
        </>
      )}
      {benefit.terms ? (
        <p className={styles.muted}>
          {t('consoleCatalogueTerms.termsVersion', { version: benefit.terms.version })}
        </p>
      ) : null}
    </div>
  );
}
