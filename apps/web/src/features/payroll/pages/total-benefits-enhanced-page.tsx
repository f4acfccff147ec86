import { poundsAndPence } from '@portal/benefits/money';
import type { RewardYear } from '@portal/contracts/statements';
import { useState } from 'react';
import { Link } from 'react-router';
import { Breadcrumb } from '../../../components/breadcrumb/breadcrumb.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGetTotalRewardQuery } from '../api.ts';
import { RewardYearView } from '../components/reward-year.tsx';
import styles from '../components/payroll.module.css';
import { compareYears } from '../reward-comparison.ts';
import statementsTexts from '../../../i18n/en-GB/statements.json';

addTexts(statementsTexts);

type Mode = 'year' | 'compare';

function YearSelect({
  id,
  label,
  years,
  value,
  onChange,
}: {
  id: string;
  label: string;
  years: readonly RewardYear[];
  value: number;
  onChange(year: number): void;
}) {
  return (
    <label htmlFor={id}>
      {label}
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {years.map((year) => (
          <option key={year.year} value={year.year}>
            {year.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function Comparison({ first, second }: { first: RewardYear; second: RewardYear }) {
  const { t } = useTranslation();
  const { measures, benefits } = compareYears(first, second);
  const signed = (amount: number) => `${amount > 0 ? '+' : ''}${poundsAndPence(amount)}`;
  return (
    <section className={styles.category} aria-labelledby="changes">
      <h2 id="changes">{t('statements.enhanced.changes')}</h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>
            {t('statements.enhanced.changeCaption', { first: first.label, second: second.label })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('statements.enhanced.measure')}</th>
              <th scope="col" className={styles.amount}>
                {first.label}
              </th>
              <th scope="col" className={styles.amount}>
                {second.label}
              </th>
              <th scope="col" className={styles.amount}>
                {t('statements.enhanced.difference')}
              </th>
            </tr>
          </thead>
          <tbody>
            {measures.map((change) => (
              <tr key={change.measure}>
                <th scope="row">{t(`statements.reward.${change.measure}`)}</th>
                <td className={styles.amount}>{poundsAndPence(change.first)}</td>
                <td className={styles.amount}>{poundsAndPence(change.second)}</td>
                <td className={styles.amount}>{signed(change.difference)}</td>
              </tr>
            ))}
            {benefits.map((change) => (
              <tr key={change.name}>
                <th scope="row">
                  {change.name} ({t(`statements.enhanced.kind.${change.kind}`)})
                </th>
                <td className={styles.amount}>{poundsAndPence(change.first)}</td>
                <td className={styles.amount}>{poundsAndPence(change.second)}</td>
                <td className={styles.amount}>
                  {signed((Math.round(change.second * 100) - Math.round(change.first * 100)) / 100)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * /app/my-total-benefits-enhanced/: the total reward by scheme year, with a mode (spec section 3: year by
 * default; or compare two years, with what changed between them).
 */
export function TotalBenefitsEnhancedPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('statements.enhanced.heading'));
  const reward = useGetTotalRewardQuery();
  const years = reward.data?.years ?? [];
  const [mode, setMode] = useState<Mode>('year');
  const [chosen, setChosen] = useState<number | null>(null);
  const [against, setAgainst] = useState<number | null>(null);
  const shown = years.find((year) => year.year === chosen) ?? years[0];
  const older = years.find((year) => year.year === against) ?? years[1] ?? years[0];
  return (
    <div className={styles.page}>
      <Breadcrumb
        label={t('common.breadcrumb')}
        items={[
          { label: t('common.home'), to: paths.appHome },
          { label: t('statements.reward.breadcrumb'), to: paths.totalBenefits },
          { label: t('statements.enhanced.heading') },
        ]}
      />
      <h1>{t('statements.enhanced.heading')}</h1>
      <p>
        <Link to={paths.totalBenefits}>{t('statements.enhanced.back')}</Link>
      </p>
      <QueryState
        status={reward.isError ? 'error' : reward.data ? 'success' : 'loading'}
        errorText={t('statements.reward.loadError')}
        onRetry={() => void reward.refetch()}
        isEmpty={!shown}
        emptyText={t('statements.reward.empty')}
      >
        {shown ? (
          <>
            <div className={styles.controls}>
              <label htmlFor="reward-mode">
                {t('statements.enhanced.mode')}
                <select
                  id="reward-mode"
                  value={mode}
                  onChange={(event) => setMode(event.target.value as Mode)}
                >
                  <option value="year">{t('statements.enhanced.modeYear')}</option>
                  <option value="compare">{t('statements.enhanced.modeCompare')}</option>
                </select>
              </label>
              <YearSelect
                id="reward-year"
                label={mode === 'compare' ? t('statements.enhanced.second') : t('statements.enhanced.year')}
                years={years}
                value={shown.year}
                onChange={setChosen}
              />
              {mode === 'compare' && years.length > 1 && older ? (
                <YearSelect
                  id="reward-against"
                  label={t('statements.enhanced.first')}
                  years={years}
                  value={older.year}
                  onChange={setAgainst}
                />
              ) : null}
            </div>
            {mode === 'compare' && years.length < 2 ? (
              <p role="status">{t('statements.enhanced.onlyOne')}</p>
            ) : null}
            {mode === 'compare' && years.length > 1 && older ? (
              <Comparison first={older} second={shown} />
            ) : null}
            <RewardYearView year={shown} />
          </>
        ) : null}
      </QueryState>
    </div>
  );
}
