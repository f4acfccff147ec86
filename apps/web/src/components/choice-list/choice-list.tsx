import type { ReactNode } from 'react';
import { useDropdownStatus } from '../../lib/use-dropdown-status.ts';
import { Spinner } from '../spinner/spinner.tsx';
import { FieldsetFrame } from '../text-field/fieldset-frame.tsx';
import styles from './choice-list.module.css';

export interface Choice {
  id: string;
  label: ReactNode;
  disabled?: boolean;
}

/**
 * One choice among search results (a person to act as, an employee to send a link to): a fieldset of radio
 * buttons, each a full-width row, with its error, a loading state and the empty message. Arrow keys move
 * between the radios; the list scrolls when long. Screen readers are told how many results came
 * (`resultsText`), with the spec's dropdown status timing.
 */
export function ChoiceList({
  name,
  legend,
  choices,
  selectedId,
  onSelect,
  error,
  loading,
  loadingText,
  emptyText,
  failedText,
  resultsText,
}: {
  name: string;
  legend: string;
  choices: readonly Choice[];
  selectedId: string | null;
  onSelect(id: string): void;
  error?: string;
  loading: boolean;
  loadingText: string;
  emptyText: string;
  /** Set when the search itself failed: said instead of the empty message. */
  failedText?: string;
  /** What the results are, said to screen readers once they settle ("3 results"). */
  resultsText?: string;
}) {
  const errorId = `${name}-error`;
  const status = useDropdownStatus(loading || failedText ? null : (resultsText ?? null));
  return (
    <FieldsetFrame legend={legend} error={error} errorId={errorId} describedBy={error ? errorId : undefined}>
      {loading && choices.length === 0 ? <Spinner label={loadingText} /> : null}
      {failedText && !loading ? <p role="alert">{failedText}</p> : null}
      <p role="status" className="visually-hidden">
        {status}
      </p>
      {!loading && !failedText && choices.length === 0 ? <p>{emptyText}</p> : null}
      <ul className={styles.list}>
        {choices.map((choice) => (
          <li key={choice.id}>
            <label className={styles.choice}>
              <input
                type="radio"
                name={name}
                value={choice.id}
                checked={selectedId === choice.id}
                disabled={choice.disabled}
                onChange={() => onSelect(choice.id)}
              />
              <span>{choice.label}</span>
            </label>
          </li>
        ))}
      </ul>
    </FieldsetFrame>
  );
}
