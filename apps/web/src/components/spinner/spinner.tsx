import styles from './spinner.module.css';

/** A loading state: a spinner with its text, announced politely by screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.spinner} role="status">
      <span className={styles.circle} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
