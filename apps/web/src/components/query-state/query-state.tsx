import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { Spinner } from '../spinner/spinner.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import type { LoadStatus } from '../../lib/load-status.ts';
import styles from './query-state.module.css';

export interface QueryStateProps {
  status: LoadStatus;
  /** The spec's text when the data could not be loaded; Retry loads it again. */
  errorText: string;
  onRetry(): void;
  /**
   * While loading: a skeleton of the content's shape (its class), announced by the page's own status; without
   * one, the spinner with "Loading...".
   */
  skeletonClassName?: string;
  /** The loaded data has nothing to show: `emptyText` (the spec's) shows instead of the content. */
  isEmpty?: boolean;
  emptyText?: string;
  /** The content, once loaded. */
  children?: ReactNode;
}

/**
 * Every state of what a page or section loads from the server: loading, error (with Retry), empty, then the
 * content. A section that fails fails on its own; the rest of the page still works.
 */
export function QueryState({
  status,
  errorText,
  onRetry,
  skeletonClassName,
  isEmpty = false,
  emptyText,
  children,
}: QueryStateProps) {
  const { t } = useTranslation();
  if (status === 'error') {
    return (
      <div className={styles.error} role="alert">
        <p>{errorText}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (status !== 'success') {
    return skeletonClassName ? (
      <div className={skeletonClassName} aria-hidden="true" />
    ) : (
      <Spinner label={t('common.loading')} />
    );
  }
  if (isEmpty) return emptyText ? <p className={styles.empty}>{emptyText}</p> : null;
  return <>{children}</>;
}
