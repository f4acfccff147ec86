import type { SelectionSummary as Summary } from '@portal/contracts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { longDate, pounds } from '../benefit-words.ts';
import styles from './benefits.module.css';
import benefitsTexts from '../../../i18n/en-GB/benefits.json';

addTexts(benefitsTexts);

/** The employee's live selection of the benefit: status, plan, amounts and dates. */
export function SelectionSummary({ selection }: { selection: Summary }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="your-selection">
      <h2 id="your-selection">{t('benefits.detail.yourSelection')}</h2>
      <dl className={styles.facts}>
        <dt>{t('benefits.detail.status')}</dt>
        <dd>{selection.statusLabel}</dd>
        {selection.planDetails ? (
          <>
            <dt>{t('benefits.detail.planChosen')}</dt>
            <dd>
              {`${selection.planDetails.name}, ${t('benefits.detail.perMonth', { amount: pounds(selection.planDetails.monthlyPrice) })}`}
            </dd>
          </>
        ) : null}
        {selection.values.map((value) => (
          <div key={value.name} style={{ display: 'contents' }}>
            <dt>{value.label}</dt>
            <dd>{value.text}</dd>
          </div>
        ))}
        {selection.startDate ? (
          <>
            <dt>{t('benefits.detail.from')}</dt>
            <dd>{longDate(selection.startDate)}</dd>
          </>
        ) : null}
        {selection.endDate ? (
          <>
            <dt>{t('benefits.detail.ends')}</dt>
            <dd>{longDate(selection.endDate)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
