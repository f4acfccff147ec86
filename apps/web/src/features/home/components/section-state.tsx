import { Button } from '../../../components/button/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { LoadStatus } from '../../../lib/load-status.ts';
import styles from './home.module.css';

/**
 * What a home-page section shows while it is not ready: a skeleton of its shape while loading (announced once
 * by the page's polite status), or its own error with Retry. Each section fails on its own; the rest of the
 * page still works.
 */
export function SectionState({
  status,
  errorText,
  onRetry,
  skeletonClassName,
}: {
  status: Exclude<LoadStatus, 'success'>;
  errorText: string;
  onRetry(): void;
  skeletonClassName: string | undefined;
}) {
  const { t } = useTranslation();
  if (status === 'error') {
    return (
      <div className={styles.sectionError} role="alert">
        <p>{errorText}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return <div className={skeletonClassName} aria-hidden="true" />;
}
