import { Link } from 'react-router';
import styles from './breadcrumb.module.css';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page (the last item). */
  to?: string;
}

/** A breadcrumb trail: links to the pages above and the current page marked with aria-current. */
export function Breadcrumb({ label, items }: { label: string; items: readonly BreadcrumbItem[] }) {
  return (
    <nav aria-label={label}>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.label} className={styles.item}>
            {item.to ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span className={styles.current} aria-current="page">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
