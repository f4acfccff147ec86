import { poundsAndPence } from '@portal/benefits/money';
import { longDate } from '@portal/benefits/dates';
import type { Selection } from '@portal/contracts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import styles from './selections.module.css';
import selectionsTexts from '../../../i18n/en-GB/selections.json';

addTexts(selectionsTexts);

/** One version of a selection as facts: status, plan, people, amounts, dates, this month's cost, reasons. */
export function SelectionDetails({ heading, selection }: { heading: string; selection: Selection }) {
  const { t } = useTranslation();
  const costs = selection.costsSummaryForMonthlyCostSection;
  const costText = (figures: NonNullable<typeof costs>) =>
    figures.taxSaving + figures.niSaving > 0
      ? t('selections.costs.spoken', {
          net: poundsAndPence(figures.net),
          tax: poundsAndPence(figures.taxSaving),
          ni: poundsAndPence(figures.niSaving),
        })
      : t('selections.costs.spokenNoSaving', { net: poundsAndPence(figures.net) });
  const facts: [string, string][] = [
    [t('selections.manage.status'), selection.statusLabel],
    ...(selection.planDetails
      ? [[t('selections.manage.plan'), selection.planDetails.name] as [string, string]]
      : []),
    ...(selection.peopleCovered.length > 0
      ? [
          [
            t('selections.manage.covers'),
            selection.peopleCovered
              .map((person) =>
                person.agedOut ? t('selections.manage.agedOut', { name: person.name }) : person.name,
              )
              .join(', '),
          ] as [string, string],
        ]
      : []),
    ...selection.values.map((value): [string, string] => [value.label, value.text]),
    ...(selection.startDate
      ? [[t('selections.manage.starts'), longDate(selection.startDate)] as [string, string]]
      : []),
    ...(selection.endDate
      ? [[t('selections.manage.ends'), longDate(selection.endDate)] as [string, string]]
      : []),
    ...(costs ? [[t('selections.manage.monthly'), costText(costs)] as [string, string]] : []),
    ...(selection.pendingReason
      ? [[t('selections.manage.pendingReason'), selection.pendingReason] as [string, string]]
      : []),
    ...(selection.reason ? [[t('selections.manage.reason'), selection.reason] as [string, string]] : []),
  ];
  return (
    <section className={styles.card} aria-label={heading}>
      <h2>{heading}</h2>
      <dl className={styles.facts}>
        {facts.map(([term, detail]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
