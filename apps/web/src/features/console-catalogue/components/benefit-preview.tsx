import { DEBOUNCE_MS } from '@portal/contracts/constants';
import { useState } from 'react';
import { ChoiceList } from '../../../components/choice-list/choice-list.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import consoleCatalogueTermsTexts from '../../../i18n/en-GB/console-catalogue-terms.json';
import { useGetConsoleCatalogueQuery } from '../api.ts';
import { useFindPreviewPeopleQuery } from '../terms-api.ts';
import { PreviewAsPerson } from './preview-as-person.tsx';
import styles from './terms.module.css';

addTexts(consoleCatalogueTermsTexts);

/**
 * The benefit "as an employee sees it": find one of the client's people by name or e-mail (the console's
 * masquerade search: the client's employees and employers), then see the benefit as their catalogue shows it
 * and what a value or plan would cost them.
 */
export function BenefitPreview({ clientSlug, benefitId }: { clientSlug: string; benefitId: number }) {
  const { t } = useTranslation();
  // The list above has loaded the client's catalogue: its name comes from there.
  const clientName = useGetConsoleCatalogueQuery(clientSlug).data?.client.name ?? clientSlug;
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), DEBOUNCE_MS.default);
  const found = useFindPreviewPeopleQuery({ clientSlug, search: settled });
  const [personId, setPersonId] = useState<string | null>(null);
  const people = found.data?.candidates ?? [];
  // Nobody at all, not nobody for a search: the client has no people yet.
  const noPeople = settled === '' && found.isSuccess && people.length === 0;
  return (
    <section className={styles.section} aria-labelledby="catalogue-preview-heading">
      <h4 id="catalogue-preview-heading">{t('consoleCatalogueTerms.previewHeading')}</h4>
      <p>{t('consoleCatalogueTerms.previewIntro', { name: clientName })}</p>
      {noPeople ? (
        <p>{t('consoleCatalogueTerms.noPeople')}</p>
      ) : (
        <>
          <TextField
            id="preview-search"
            label={t('consoleCatalogueTerms.search')}
            type="search"
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <ChoiceList
            name="preview-person"
            legend={t('consoleCatalogueTerms.personLegend')}
            choices={people.map((person) => ({
              id: person.id,
              label: (
                <>
                  <strong>{person.name}</strong> {person.email} (
                  {t(`consoleCatalogueTerms.personType.${person.userType}`)})
                </>
              ),
            }))}
            selectedId={personId}
            onSelect={setPersonId}
            loading={found.isFetching}
            loadingText={t('consoleCatalogueTerms.searching')}
            emptyText={t('consoleCatalogueTerms.nobody')}
            failedText={found.isError ? t('consoleCatalogueTerms.searchFailed') : undefined}
            resultsText={settled ? t('consoleCatalogueTerms.results', { count: people.length }) : undefined}
          />
        </>
      )}
      {personId ? (
        <PreviewAsPerson key={personId} clientSlug={clientSlug} benefitId={benefitId} employeeId={personId} />
      ) : null}
    </section>
  );
}
