import { createContext, useContext, useState, type ReactNode } from 'react';
import styles from './data-table.module.css';

interface RowChoice {
  chosen: ReadonlySet<string>;
  /** The rows shown now: what "all" chooses. */
  pageIds: readonly string[];
  toggle(id: string): void;
  setAll(on: boolean): void;
}

/**
 * The boxes of a table whose rows can be chosen read what is chosen from here, not from their column
 * definitions: new cell functions on every tick would mount the cells afresh and lose the keyboard's focus.
 */
const RowChoiceContext = createContext<RowChoice | null>(null);

/** The chosen rows of a table showing `pageIds`; `clear` forgets them (another page, a decision made). */
export function useRowChoice(pageIds: readonly string[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const choice: RowChoice = {
    chosen,
    pageIds,
    toggle: (id) =>
      setChosen((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    setAll: (on) => setChosen(on ? new Set(pageIds) : new Set()),
  };
  return { chosen, choice, clear: () => setChosen(new Set()) };
}

export function RowChoiceProvider({ choice, children }: { choice: RowChoice; children: ReactNode }) {
  return <RowChoiceContext.Provider value={choice}>{children}</RowChoiceContext.Provider>;
}

/** The header's box: ticks every row shown, shows itself part-ticked when some are. */
export function ChooseAllBox({ label }: { label: string }) {
  const { chosen, pageIds, setAll } = useContext(RowChoiceContext)!;
  const all = pageIds.length > 0 && pageIds.every((id) => chosen.has(id));
  const some = !all && pageIds.some((id) => chosen.has(id));
  return (
    <input
      type="checkbox"
      className={styles.checkbox}
      aria-label={label}
      checked={all}
      ref={(box) => {
        if (box) box.indeterminate = some;
      }}
      onChange={(event) => setAll(event.target.checked)}
    />
  );
}

export function ChooseRowBox({ id, label }: { id: string; label: string }) {
  const { chosen, toggle } = useContext(RowChoiceContext)!;
  return (
    <input
      type="checkbox"
      className={styles.checkbox}
      aria-label={label}
      checked={chosen.has(id)}
      onChange={() => toggle(id)}
    />
  );
}
