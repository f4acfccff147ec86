import { useId, type ReactNode } from 'react';
import { FieldMessages } from './field-messages.tsx';
import styles from './text-field.module.css';

export interface FieldControlProps {
  id: string;
  className: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The GOV.UK field pattern shared by every form control: label, hint, error message, then the control, which
 * receives the ids and attributes that link them (aria-describedby) and mark it invalid.
 */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id?: string;
  label: string;
  error?: ReactNode;
  hint?: ReactNode;
  className?: string;
  children(control: FieldControlProps): ReactNode;
}) {
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
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} classes={styles} />
      {children({
        id: inputId,
        className: styles.input,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
    </div>
  );
}
