import { useId } from 'react';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import styles from './reports.module.css';
import reportsTexts from '../../../i18n/en-GB/reports.json';

addTexts(reportsTexts);

const whole = new Intl.NumberFormat('en-GB');

/** A large report being prepared by the server: how far it has got, read out politely. */
export function BuildProgress({ progress }: { progress: { done: number; total: number } | null }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div role="status" className={styles.progress}>
      <label htmlFor={id}>
        {progress && progress.total > 0
          ? t('reports.preparing', { done: whole.format(progress.done), total: whole.format(progress.total) })
          : t('reports.preparingStart')}
      </label>
      <progress id={id} max={progress?.total || 1} value={progress?.done ?? 0} />
    </div>
  );
}
