import { useState } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import SanitisedHtml from '../../../components/sanitised-html/sanitised-html.tsx';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleCatalogueTermsTexts from '../../../i18n/en-GB/console-catalogue-terms.json';
import { useGetBenefitTermsQuery } from '../terms-api.ts';
import { PublishTermsDialog } from './publish-terms-dialog.tsx';
import { publishedDate } from './published-date.ts';
import styles from './terms.module.css';

addTexts(consoleCatalogueTermsTexts);

/**
 * A benefit's terms: the current version (number, date, text), the earlier ones, and "Publish a new version",
 * which employees are shown at their next choice of the benefit. A retired benefit's terms are only shown.
 */
export function BenefitTerms({
  clientSlug,
  benefitId,
  retired,
}: {
  clientSlug: string;
  benefitId: number;
  retired: boolean;
}) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const terms = useGetBenefitTermsQuery({ clientSlug, benefitId });
  const [publishing, setPublishing] = useState(false);
  const [published, setPublished] = useState<string | null>(null);
  const data = terms.data;
  const current = data?.current ?? null;
  return (
    <section className={styles.section} aria-labelledby="catalogue-terms-heading">
      <h4 id="catalogue-terms-heading">{t('consoleCatalogueTerms.heading')}</h4>
      <p>{t('consoleCatalogueTerms.intro')}</p>
      {published ? (
        <Banner variant="success" role="status">
          <p>{published}</p>
        </Banner>
      ) : null}
      <QueryState
        status={terms.isError ? 'error' : data ? 'success' : 'loading'}
        errorText={t('consoleCatalogueTerms.error')}
        onRetry={() => void terms.refetch()}
      >
        {data ? (
          <>
            <p>
              {current
                ? t('consoleCatalogueTerms.current', {
                    version: current.version,
                    date: publishedDate(current.publishedAt),
                  })
                : t('consoleCatalogueTerms.none')}
            </p>
            {current ? (
              <details className={styles.version}>
                <summary>{t('consoleCatalogueTerms.currentText', { version: current.version })}</summary>
                <SanitisedHtml as="div" html={current.contentHtml} />
              </details>
            ) : null}
            <h5>{t('consoleCatalogueTerms.earlierHeading')}</h5>
            {data.earlier.length === 0 ? (
              <p>{t('consoleCatalogueTerms.noEarlier')}</p>
            ) : (
              <ul className={styles.versions}>
                {data.earlier.map((version) => (
                  <li key={version.version}>
                    <details className={styles.version}>
                      <summary>
                        {t('consoleCatalogueTerms.earlier', {
                          version: version.version,
                          date: publishedDate(version.publishedAt),
                        })}
                      </summary>
                      <SanitisedHtml as="div" html={version.contentHtml} />
                    </details>
                  </li>
                ))}
              </ul>
            )}
            {retired ? null : (
              <Button
                variant="secondary"
                onClick={() => {
                  setPublished(null);
                  setPublishing(true);
                }}
              >
                {t('consoleCatalogueTerms.publish')}
              </Button>
            )}
            {publishing ? (
              <PublishTermsDialog
                clientSlug={clientSlug}
                benefitId={benefitId}
                name={data.name}
                current={current}
                onClose={(version) => {
                  setPublishing(false);
                  if (version === null) return;
                  const said = t('consoleCatalogueTerms.published', { version, name: data.name });
                  setPublished(said);
                  announce(said);
                }}
              />
            ) : null}
          </>
        ) : null}
      </QueryState>
    </section>
  );
}
