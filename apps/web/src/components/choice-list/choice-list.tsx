import type { ReactNode } from 'react';
import { Spinner } from '../spinner/spinner.tsx';
import styles from './choice-list.module.css';

export interface Choice {
  id: string;
  label: ReactNode;
  disabled?: boolean;
}

/**
 * One choice among search results (a person to act as, an employee to send a link to): a fieldset of radio
 * buttons, each a full-width row, with its error, a loading state and the empty message. Arrow keys move
 * between the radios; the list scrolls when long.
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
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {loading && choices.length === 0 ? <Spinner label={loadingText} /> : null}
      {!loading && choices.length === 0 ? <p>{emptyText}</p> : null}
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
    </fieldset>
  );
}
