import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame } from './field-frame.tsx';
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
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className={styles.control}>
          <input ref={ref} {...control} {...input} />
          {after}
        </div>
      )}
    </FieldFrame>
  );
}
