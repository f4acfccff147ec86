import { longDate } from '@portal/benefits/dates';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import type { StepProps } from './step-props.ts';
import styles from './selections.module.css';
import selectionsTexts from '../../../i18n/en-GB/selections.json';

addTexts(selectionsTexts);

/** The first step: whether the employee may choose it now and until when, and what happens after submitting. */
export function EligibilityStep({ benefit, data }: Pick<StepProps, 'benefit' | 'data'>) {
  const { t } = useTranslation();
  const until = benefit.availability.until;
  return (
    <>
      <p>
        {until
          ? t('selections.setup.eligibility.open', { date: longDate(until) })
          : t('selections.setup.eligibility.openNoEnd')}
      </p>
      <p>{benefit.summary}</p>
      <p className={styles.muted}>
        {benefit.approvalRequired
          ? t('selections.setup.eligibility.approval')
          : t('selections.setup.eligibility.noApproval')}
      </p>
      {data.selection &&
      data.selection.status !== 'temporary' &&
      data.selection.status !== 'opted-out' &&
      data.selection.status !== 'rejected' ? (
        <p>{t('selections.setup.eligibility.changeOf')}</p>
      ) : null}
    </>
  );
}
