import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.tsx';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: string;
  error?: ReactNode;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text box in the GOV.UK field pattern. */
export function TextAreaField({ id, label, error, hint, ref, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea ref={ref} {...control} {...textarea} />}
    </FieldFrame>
  );
}
