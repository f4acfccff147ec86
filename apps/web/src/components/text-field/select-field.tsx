import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.tsx';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  error?: ReactNode;
  hint?: ReactNode;
  /** The first, empty choice (e.g. "Please choose"). */
  placeholder: string;
  options: readonly { label: string; value: string }[];
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (the most accessible drop-down there is) in the GOV.UK field pattern. */
export function SelectField({
  id,
  label,
  error,
  hint,
  placeholder,
  options,
  ref,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select ref={ref} {...control} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
