import { longDate } from '@portal/benefits/dates';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { SelectField } from '../../../components/text-field/select-field.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import consoleSchemeTexts from '../../../i18n/en-GB/console-scheme.json';
import { useGetConsoleSchemeQuery } from '../api.ts';
import { AddYearForm } from '../components/add-year-form.tsx';
import { YearDetails } from '../components/year-details.tsx';
import styles from '../components/console-scheme.module.css';

addTexts(consoleSchemeTexts);

/**
 * /console/scheme/{slug}/: the client's scheme years; the current one is shown first, another chosen by number
 * (a year just added is shown at once). Below, a year is added: a new client's first, or the next one.
 */
export function ClientScheme() {
  const { t } = useTranslation();
  const clientSlug = useParams().clientSlug ?? '';
  const scheme = useGetConsoleSchemeQuery(clientSlug);
  const [chosen, setChosen] = useState<number | null>(null);
  const notFound = (scheme.error as ApiQueryError | undefined)?.status === 404;
  const years = scheme.data?.years ?? [];
  const year =
    years.find((candidate) => candidate.year === chosen) ??
    years.find((candidate) => candidate.isCurrent) ??
    years[years.length - 1];
  return (
    <>
      {scheme.data ? <h2>{t('consoleScheme.headingFor', { name: scheme.data.client.name })}</h2> : null}
      <p>
        <Link to={`${paths.console}scheme/`}>{t('consoleScheme.otherClient')}</Link>
      </p>
      <QueryState
        status={scheme.isError ? 'error' : scheme.data ? 'success' : 'loading'}
        errorText={notFound ? t('consoleScheme.notFound', { slug: clientSlug }) : t('consoleScheme.error')}
        onRetry={() => void scheme.refetch()}
      >
        {scheme.data && !year ? <p>{t('consoleScheme.noYears')}</p> : null}
        {scheme.data && year ? (
          <>
            {years.length > 1 ? (
              <SelectField
                id="scheme-year"
                label={t('consoleScheme.year')}
                placeholder={t('consoleScheme.year')}
                value={String(year.year)}
                options={years.map((candidate) => ({
                  value: String(candidate.year),
                  label: t(
                    candidate.isCurrent ? 'consoleScheme.yearOptionCurrent' : 'consoleScheme.yearOption',
                    {
                      year: candidate.year,
                      startsOn: longDate(candidate.startsOn),
                      endsOn: longDate(candidate.endsOn),
                    },
                  ),
                }))}
                onChange={(event) => setChosen(Number(event.target.value) || null)}
              />
            ) : null}
            <YearDetails key={year.year} clientSlug={clientSlug} scheme={scheme.data} year={year} />
          </>
        ) : null}
        {scheme.data ? (
          <section className={styles.section} aria-labelledby="scheme-add-year-heading">
            <h3 id="scheme-add-year-heading">{t('consoleScheme.addYear.heading')}</h3>
            <p>{t(years.length === 0 ? 'consoleScheme.addYear.hintFirst' : 'consoleScheme.addYear.hint')}</p>
            <p>{t('consoleScheme.addYear.copied')}</p>
            <AddYearForm key={clientSlug} clientSlug={clientSlug} years={years} onAdded={setChosen} />
          </section>
        ) : null}
      </QueryState>
    </>
  );
}
