/**
 * What every section of the benefit form shares: each field's id and problem by the document's path (a
 * problem is shown by its field, and the first one refused gets focus), a fieldset with its legend, hint and
 * the problem of the whole list, a checkbox, and a number typed as text.
 */
import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { FieldMessages } from '../../../../components/text-field/field-messages.tsx';
import fieldStyles from '../../../../components/text-field/text-field.module.css';
import { TextField } from '../../../../components/text-field/text-field.tsx';
import { inputIdOf } from '../../field-problems.ts';
import styles from '../catalogue.module.css';

export interface FormFields {
  errors: Record<string, string>;
}
export const FormFieldsContext = createContext<FormFields>({ errors: {} });

/** The id of the input for the document's `path` (the form focuses it when the path is refused). */
export const idOf = (path: string) => inputIdOf('edit', path);

export function useField(path: string) {
  const { errors } = useContext(FormFieldsContext);
  return { id: idOf(path), error: errors[path] };
}

export function SectionFrame({
  path,
  legend,
  hint,
  children,
}: {
  /** The list's own path (`plans`), whose problem is said under the legend. */
  path?: string;
  legend: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  const { errors } = useContext(FormFieldsContext);
  const error = path ? errors[path] : undefined;
  const own = useId();
  const hintId = `${own}-hint`;
  const errorId = `${own}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={styles.group} aria-describedby={describedBy}>
      <legend>{legend}</legend>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} classes={fieldStyles} />
      {children}
    </fieldset>
  );
}

export function Checkbox({
  path,
  id,
  label,
  checked,
  onChange,
}: {
  path: string;
  /** When one path has several boxes (contract types), each its own id. */
  id?: string;
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const field = useField(path);
  const inputId = id ?? field.id;
  return (
    <div className={styles.checkbox}>
      <input
        id={inputId}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={inputId}>{label}</label>
    </div>
  );
}

/** A number as typed: the server refuses one that is not, by its field. */
export function NumberField(props: TextFieldProps) {
  return <PlainTextField {...props} inputMode="decimal" />;
}

interface TextFieldProps {
  path: string;
  label: string;
  hint?: string;
  value: string;
  onChange(value: string): void;
}

export function PlainTextField({
  path,
  label,
  hint,
  value,
  onChange,
  inputMode,
}: TextFieldProps & { inputMode?: 'decimal' }) {
  const field = useField(path);
  return (
    <TextField
      id={field.id}
      label={label}
      hint={hint}
      inputMode={inputMode}
      autoComplete="off"
      value={value}
      error={field.error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * Focus for an element the next render makes or moves (a plan just added, the Keep button of one removed, a
 * group moved up): asking renders again, so the element is focused once it is in its place.
 */
export function useFocusAfterRender(): (id: string) => void {
  const [pending, setPending] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (!pending) return;
    document.getElementById(pending.id)?.focus();
  }, [pending]);
  return useCallback((id: string) => setPending({ id }), []);
}
