import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { Breadcrumb } from '../../../components/breadcrumb/breadcrumb.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { andList } from '../../../lib/words.ts';
import { useGetBenefitFiltersQuery, useGetEligibleBenefitsQuery } from '../api.ts';
import {
  filterBenefits,
  filtersFromSearch,
  groupBenefits,
  searchFromFilters,
  type BenefitListFilters,
} from '../benefit-list-filters.ts';
import { longDate } from '../benefit-words.ts';
import { BenefitCard } from '../components/benefit-card.tsx';
import { BenefitFiltersForm } from '../components/benefit-filters-form.tsx';
import { LaterBenefits } from '../components/later-benefits.tsx';
import { NoHrRecord } from '../components/no-hr-record.tsx';
import styles from '../components/benefits.module.css';
import benefitsTexts from '../../../i18n/en-GB/benefits.json';

addTexts(benefitsTexts);

/**
 * /app/my-benefits/: the benefits the employee may have this scheme year as cards grouped by benefit group, with
 * the filters in the URL; then, for someone on probation, those that open later.
 */
export function MyBenefitsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('benefits.title'));
  const query = useGetEligibleBenefitsQuery();
  const filterOptions = useGetBenefitFiltersQuery();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const deferred = useDeferredValue(filters);
  const setFilters = (next: BenefitListFilters) =>
    setSearchParams(searchFromFilters(next), { replace: true });

  const data = query.data;
  const shown = data ? filterBenefits(data.benefits, deferred) : [];
  const status = query.isError ? 'error' : data ? 'success' : 'loading';
  // The window matters to those with something to choose (not, say, to someone on probation).
  const year = data?.benefits.some((benefit) => benefit.cta.type !== 'view') ? data.schemeYear : undefined;

  return (
    <div className={styles.page}>
      <Breadcrumb
        label={t('common.breadcrumb')}
        items={[{ label: t('common.home'), to: paths.appHome }, { label: t('benefits.breadcrumb') }]}
      />
      <h1>{t('benefits.title')}</h1>
      {year ? (
        <p className={styles.window}>
          {year.openWindow
            ? year.openWindow.groups.length > 0
              ? t('benefits.windowOpenFor', {
                  year: year.year,
                  groups: andList(year.openWindow.groups.map((group) => group.name)),
                  date: longDate(year.openWindow.closesOn),
                })
              : t('benefits.windowOpen', { year: year.year, date: longDate(year.openWindow.closesOn) })
            : year.nextWindow
              ? t('benefits.windowNext', { date: longDate(year.nextWindow.opensOn) })
              : t('benefits.windowNone')}
        </p>
      ) : null}
      <QueryState
        status={status}
        errorText={t('benefits.error')}
        onRetry={() => void query.refetch()}
        skeletonClassName={styles.cardsSkeleton}
        isEmpty={
          data !== undefined &&
          data.hasEmployeeRecord &&
          data.benefits.length === 0 &&
          data.later.length === 0
        }
        emptyText={t('benefits.none')}
      >
        {data && !data.hasEmployeeRecord ? <NoHrRecord /> : null}
        {data && data.benefits.length > 0 ? (
          <>
            <BenefitFiltersForm filters={filters} options={filterOptions.data} onChange={setFilters} />
            <p className={styles.shown} role="status">
              {t('benefits.filters.shown', { count: shown.length })}
            </p>
            <div id="benefit-results" className={styles.page}>
              {groupBenefits(shown).map((group) => (
                <section key={group.code} className={styles.group} aria-labelledby={`group-${group.code}`}>
                  <h2 id={`group-${group.code}`}>{group.name}</h2>
                  <ul className={styles.cards}>
                    {group.cards.map((card) => (
                      <BenefitCard key={card.id} card={card} />
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </>
        ) : null}
        {data && data.later.length > 0 ? <LaterBenefits later={data.later} /> : null}
      </QueryState>
    </div>
  );
}
