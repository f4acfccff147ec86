import type { CSSProperties } from 'react';
import { addTexts, useTranslation } from '../../lib/i18n.ts';
import styles from './steps.module.css';
import stepsTexts from '../../i18n/en-GB/steps.json';

addTexts(stepsTexts);

interface StepsProps {
  /** The steps' names in order, e.g. ['Verify', 'Password']. */
  names: readonly string[];
  /** The step being shown, counted from 0. */
  current: number;
  /** How many steps are done (the bar's fill); the current step's index unless told otherwise. */
  completed?: number;
}

/**
 * A step progress bar: "Step n of m: name" as text, a progressbar (value = steps done, value text = the same
 * words) and the step names, the current one marked aria-current="step".
 */
export function Steps({ names, current, completed = current }: StepsProps) {
  const { t } = useTranslation();
  const total = names.length;
  const text = t('steps.stepOf', { current: current + 1, total, name: names[current] ?? '' });
  const fill = { '--steps-fill': `${(Math.min(completed, total) / total) * 100}%` } as CSSProperties;

  return (
    <div className={styles.steps}>
      <p className={styles.text} aria-hidden="true">
        {text}
      </p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('steps.label')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={completed}
        aria-valuetext={text}
        style={fill}
      />
      <ol className={styles.names} aria-label={t('steps.listLabel')}>
        {names.map((name, index) => (
          <li
            key={name}
            className={index <= current ? styles.reached : undefined}
            aria-current={index === current ? 'step' : undefined}
          >
            {name}
          </li>
        ))}
      </ol>
    </div>
  );
}
