import { poundsAndPence } from '@portal/benefits/money';
import type { CostsResponse } from '@portal/contracts/selections';
import { Banner } from '../../../components/banner/banner.tsx';
import { costRowsOf } from '../../../lib/cost-rows.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleCatalogueTermsTexts from '../../../i18n/en-GB/console-catalogue-terms.json';
import styles from './terms.module.css';

addTexts(consoleCatalogueTermsTexts);

/**
 * What the choice would cost the person a month and a year (gross, tax and National Insurance saved, net), as
 * their own costs route answers it, with its limits' messages; the net a month is read out politely.
 */
export function PreviewCosts({
  benefitName,
  personName,
  costs,
  busy,
  failure,
}: {
  benefitName: string;
  personName: string;
  costs: CostsResponse | undefined;
  busy: boolean;
  /** Why the costs could not be worked out, when no field says it. */
  failure: string | null;
}) {
  const { t } = useTranslation();
  const rows = costRowsOf(costs);
  return (
    <section className={styles.costs} aria-labelledby="preview-costs-heading">
      <h6 id="preview-costs-heading">{t('consoleCatalogueTerms.costsHeading')}</h6>
      <p className="visually-hidden" aria-live="polite">
        {costs && !busy ? t('consoleCatalogueTerms.spoken', { net: poundsAndPence(costs.monthly.net) }) : ''}
      </p>
      {failure ? (
        <Banner variant="error">
          <p>{t('consoleCatalogueTerms.costsError', { error: failure })}</p>
        </Banner>
      ) : null}
      {!costs && busy ? <p className={styles.muted}>{t('consoleCatalogueTerms.costsLoading')}</p> : null}
      {costs ? (
        <>
          <table aria-busy={busy}>
            <caption>{t('consoleCatalogueTerms.caption', { name: benefitName, person: personName })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('consoleCatalogueTerms.item')}</th>
                <th scope="col">{t('consoleCatalogueTerms.month')}</th>
                <th scope="col">{t('consoleCatalogueTerms.year')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([name, month, year]) => (
                <tr key={name} className={name === 'net' ? styles.total : undefined}>
                  <th scope="row">{t(`consoleCatalogueTerms.${name}`)}</th>
                  <td>{poundsAndPence(month)}</td>
                  <td>{poundsAndPence(year)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {costs.taxBand ? (
            <p className={styles.muted}>{t('consoleCatalogueTerms.taxBand', { band: costs.taxBand })}</p>
          ) : null}
          {costs.limits.minimumWage?.message ? <p>{costs.limits.minimumWage.message}</p> : null}
          {costs.limits.freeCover?.message ? <p>{costs.limits.freeCover.message}</p> : null}
        </>
      ) : null}
    </section>
  );
}
