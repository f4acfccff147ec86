import type { TakeUpLine } from '@portal/contracts/take-up';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import styles from './take-up.module.css';
import takeUpTexts from '../../../i18n/en-GB/take-up.json';

addTexts(takeUpTexts);

const whole = new Intl.NumberFormat('en-GB');
const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** "120 of 230 eligible employees have it (52.2%); 4 waiting for approval." */
export function TakeUpFigures({ line }: { line: TakeUpLine }) {
  const { t } = useTranslation();
  return (
    <p className={styles.figure}>
      {t('takeUp.detail.figures', {
        selected: whole.format(line.selected),
        eligible: whole.format(line.eligible),
        percentage: oneDecimal.format(line.percentage),
        pending: whole.format(line.pending),
      })}
    </p>
  );
}
