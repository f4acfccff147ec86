import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string;
  /** Shown above the input and linked to it (aria-describedby); the input is then marked invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** A control beside the input, e.g. the password's Show/Hide toggle. */
  after?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input in the GOV.UK pattern: label, hint, error message, then the input. */
export function TextField({ id, label, error, hint, after, ref, className, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={[styles.field, error ? styles.invalid : undefined, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.control}>
        <input
          id={inputId}
          ref={ref}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {after}
      </div>
    </div>
  );
}
