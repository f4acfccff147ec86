import { skipToken } from '@reduxjs/toolkit/query';
import { pounds, poundsAndPence } from '@portal/benefits/money';
import type { CostsRequest } from '@portal/contracts';
import { useMemo } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { costRowsOf } from '../../../lib/cost-rows.ts';
import { DEBOUNCE_MS } from '@portal/contracts/constants';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useGetCostsQuery } from '../api.ts';
import styles from './selections.module.css';
import selectionsTexts from '../../../i18n/en-GB/selections.json';

addTexts(selectionsTexts);

const money = (amount: number) => pounds(Math.round(amount * 100) / 100);
/**
 * What the choice costs after tax and National Insurance, recalculated as the values change: the request waits
 * for typing to pause (the spec's default debounce), only the answer for the latest values is shown (an older
 * one, or one aborted, is ignored), and the result is read out politely. An error clears the figures.
 */
export function CostBreakdown({
  benefitName,
  request,
}: {
  benefitName: string;
  request: CostsRequest | null;
}) {
  const { t } = useTranslation();
  const key = JSON.stringify(request);
  const settledKey = useDebouncedValue(key, DEBOUNCE_MS.default);
  const settled = useMemo(() => JSON.parse(settledKey) as CostsRequest | null, [settledKey]);
  const query = useGetCostsQuery(settled ?? skipToken);
  // While the latest values are priced the last figures stay, marked busy; an error clears them.
  const costs = query.isError ? undefined : query.data;

  if (!request) return null;
  const rows = costRowsOf(costs);
  const saving = costs ? costs.monthly.taxSaving + costs.monthly.niSaving : 0;
  const spoken = !costs
    ? ''
    : saving > 0
      ? t('selections.costs.spoken', {
          net: poundsAndPence(costs.monthly.net),
          tax: poundsAndPence(costs.monthly.taxSaving),
          ni: poundsAndPence(costs.monthly.niSaving),
        })
      : t('selections.costs.spokenNoSaving', { net: poundsAndPence(costs.monthly.net) });
  const limits = costs?.limits;
  return (
    <section className={styles.costs} aria-labelledby="costs-heading">
      <h2 id="costs-heading">{t('selections.costs.heading')}</h2>
      <p className="visually-hidden" aria-live="polite">
        {query.isFetching ? '' : spoken}
      </p>
      {query.isError ? (
        <Banner variant="error">
          <p>{t('selections.costs.error')}</p>
        </Banner>
      ) : null}
      {!costs && !query.isError ? <p className={styles.muted}>{t('selections.costs.loading')}</p> : null}
      {costs ? (
        <table className={styles.table} aria-busy={query.isFetching}>
          <caption>{t('selections.costs.caption', { name: benefitName })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('selections.costs.item')}</th>
              <th scope="col">{t('selections.costs.month')}</th>
              <th scope="col">{t('selections.costs.year')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, month, year]) => (
              <tr key={name} className={name === 'net' ? styles.total : undefined}>
                <th scope="row">{t(`selections.costs.${name}`)}</th>
                <td>{poundsAndPence(month)}</td>
                <td>{poundsAndPence(year)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {limits?.minimumWage?.message ? (
        <Banner variant="error">
          <p>{limits.minimumWage.message}</p>
        </Banner>
      ) : null}
      {limits?.freeCover?.message ? <p>{limits.freeCover.message}</p> : null}
      {limits?.partnerValueLimits ? (
        <p className={styles.muted}>
          {t('selections.costs.partnerLimits', {
            min: money(limits.partnerValueLimits.minimum),
            max: money(limits.partnerValueLimits.maximum),
          })}
        </p>
      ) : null}
      {limits?.voucherExemptionMonthly !== null && limits?.voucherExemptionMonthly !== undefined ? (
        <p className={styles.muted}>
          {t('selections.costs.voucherExemption', { amount: money(limits.voucherExemptionMonthly) })}
        </p>
      ) : null}
    </section>
  );
}
