import type { ReactNode } from 'react';
import { FieldMessages } from './field-messages.tsx';
import styles from './fieldset-frame.module.css';

/**
 * The GOV.UK pattern for a group of inputs (date of birth, code boxes, a choice among results): a fieldset with
 * its legend, hint and error message, and the red rule while it is invalid. The caller gives the ids its
 * inputs name in aria-describedby.
 */
export function FieldsetFrame({
  legend,
  hint,
  hintId,
  error,
  errorId,
  disabled,
  describedBy,
  children,
}: {
  legend: string;
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId: string;
  disabled?: boolean;
  /** For a group whose inputs do not point at the messages themselves (radios). */
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      className={`${styles.group} ${error ? styles.invalid : ''}`}
      disabled={disabled}
      aria-describedby={describedBy}
    >
      <legend className={styles.legend}>{legend}</legend>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} classes={styles} />
      {children}
    </fieldset>
  );
}
