import type { AmountUnit } from '@portal/benefits/catalogue';
import type { BenefitDetail } from '@portal/contracts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { amountRange, pounds } from '../benefit-words.ts';
import styles from './benefits.module.css';
import benefitsTexts from '../../../i18n/en-GB/benefits.json';

addTexts(benefitsTexts);

/** Plans and prices as a table, the amounts the employee can choose, and what else they should know. */
export function BenefitFacts({ benefit }: { benefit: BenefitDetail }) {
  const { t } = useTranslation();
  const notes = [
    benefit.approvalRequired ? t('benefits.detail.approval') : null,
    benefit.medicalQuestionsCount > 0 ? t('benefits.detail.medical') : null,
    benefit.claimable ? t('benefits.detail.claimable') : null,
  ].filter((note): note is string => note !== null);
  return (
    <>
      {benefit.plans.length > 0 ? (
        <section className={styles.section} aria-labelledby="benefit-plans">
          <h2 id="benefit-plans">{t('benefits.detail.plans')}</h2>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('benefits.detail.plan')}</th>
                  <th scope="col">{t('benefits.detail.covers')}</th>
                  <th scope="col">{t('benefits.detail.price')}</th>
                </tr>
              </thead>
              <tbody>
                {benefit.plans.map((plan) => (
                  <tr key={plan.id}>
                    <th scope="row">{plan.name}</th>
                    <td>{plan.coversLabel ?? ''}</td>
                    <td>{t('benefits.detail.perMonth', { amount: pounds(plan.monthlyPrice) })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      {benefit.editFields.length > 0 || notes.length > 0 ? (
        <section className={styles.section} aria-labelledby="benefit-amounts">
          <h2 id="benefit-amounts">{t('benefits.detail.amounts')}</h2>
          <ul className={styles.list}>
            {benefit.editFields.map((field) => (
              <li key={field.name}>
                {t('benefits.detail.range', {
                  label: field.label,
                  range: amountRange(field.unit as AmountUnit, field.minimum, field.maximum),
                })}
              </li>
            ))}
            {benefit.partnerValueLimits ? (
              <li>
                {t('benefits.detail.partnerLimits', {
                  minimum: pounds(benefit.partnerValueLimits.minimum),
                  maximum: pounds(benefit.partnerValueLimits.maximum),
                })}
              </li>
            ) : null}
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
