import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import consoleCatalogueTexts from '../../../i18n/en-GB/console-catalogue.json';
import { useGetConsoleCatalogueQuery } from '../api.ts';
import { AddFromTemplate } from '../components/add-from-template.tsx';
import { BenefitEditor } from '../components/benefit-editor.tsx';
import { BenefitGroups } from '../components/benefit-groups.tsx';
import { BenefitsTable, LIST_HEADING_ID } from '../components/benefits-table.tsx';
import { RetireBenefitDialog } from '../components/retire-benefit-dialog.tsx';
import styles from '../components/catalogue.module.css';

addTexts(consoleCatalogueTexts);

type Chosen = { id: number; name: string };

/** /console/catalogue/{slug}/: the client's benefits, the editor of the one chosen, and the templates to copy. */
export function ClientCatalogue() {
  const { t } = useTranslation();
  const clientSlug = useParams().clientSlug ?? '';
  const catalogue = useGetConsoleCatalogueQuery(clientSlug);
  const [editing, setEditing] = useState<Chosen | null>(null);
  const [retiring, setRetiring] = useState<Chosen | null>(null);
  const notFound = (catalogue.error as ApiQueryError | undefined)?.status === 404;
  const data = catalogue.data;
  return (
    <>
      {data ? <h2>{t('consoleCatalogue.headingFor', { name: data.client.name })}</h2> : null}
      <p>
        <Link to={`${paths.console}catalogue/`}>{t('consoleCatalogue.otherClient')}</Link>
      </p>
      <QueryState
        status={catalogue.isError ? 'error' : data ? 'success' : 'loading'}
        errorText={
          notFound ? t('consoleCatalogue.notFound', { slug: clientSlug }) : t('consoleCatalogue.error')
        }
        onRetry={() => void catalogue.refetch()}
      >
        {data ? (
          data.schemeYear === null ? (
            <>
              <p>{t('consoleCatalogue.noYear', { name: data.client.name })}</p>
              <BenefitGroups clientSlug={clientSlug} catalogue={data} />
            </>
          ) : (
            <>
              <p>{t('consoleCatalogue.schemeYear', { year: data.schemeYear })}</p>
              <BenefitsTable
                catalogue={data}
                busy={catalogue.isFetching}
                onEdit={(benefit) => setEditing(benefit)}
                onRetire={(benefit) => setRetiring(benefit)}
              />
              {editing ? (
                <BenefitEditor
                  key={editing.id}
                  clientSlug={clientSlug}
                  benefitId={editing.id}
                  onClose={() => {
                    setEditing(null);
                    document.getElementById(LIST_HEADING_ID)?.focus();
                  }}
                />
              ) : null}
              <section className={styles.section} aria-labelledby="catalogue-add-heading">
                <h3 id="catalogue-add-heading">{t('consoleCatalogue.addHeading')}</h3>
                <p>{t('consoleCatalogue.addIntro')}</p>
                <AddFromTemplate clientSlug={clientSlug} />
              </section>
              <BenefitGroups clientSlug={clientSlug} catalogue={data} />
              {retiring ? (
                <RetireBenefitDialog
                  clientSlug={clientSlug}
                  benefit={retiring}
                  onClose={(retired) => {
                    if (retired && editing?.id === retiring.id) setEditing(null);
                    setRetiring(null);
                  }}
                />
              ) : null}
            </>
          )
        ) : null}
      </QueryState>
    </>
  );
}
