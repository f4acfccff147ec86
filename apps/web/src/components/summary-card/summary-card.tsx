import type { ReactNode } from 'react';
import styles from './summary-card.module.css';

/**
 * A card of a page of cards (the employer dashboard's registration, sign-ins, take-up and approvals): a section
 * named by its heading, edged in the tenant's colour.
 */
export function SummaryCard({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

/** The card's headline figure. */
export function SummaryFigure({ children }: { children: ReactNode }) {
  return <p className={styles.figure}>{children}</p>;
}
