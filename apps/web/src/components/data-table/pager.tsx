import { Button } from '../button/button.tsx';
import { addTexts, useTranslation } from '../../lib/i18n.ts';
import styles from './data-table.module.css';
import dataTableTexts from '../../i18n/en-GB/data-table.json';

addTexts(dataTableTexts);

const whole = new Intl.NumberFormat('en-GB');

interface PagerProps {
  page: number;
  lastPage: number;
  perPage: number;
  total: number;
  onPageChange(page: number): void;
}

/** Previous and next page of a server-paged table, and the range shown, announced when it changes. */
export function Pager({ page, lastPage, perPage, total, onPageChange }: PagerProps) {
  const { t } = useTranslation();
  const from = Math.min(total, (page - 1) * perPage + 1);
  const to = Math.min(total, page * perPage);
  return (
    <nav className={styles.pager} aria-label={t('dataTable.pages')}>
      <p role="status" className={styles.range}>
        {total === 0
          ? t('dataTable.rangeEmpty')
          : t('dataTable.range', {
              from: whole.format(from),
              to: whole.format(to),
              total: whole.format(total),
            })}
      </p>
      <div className={styles.pagerButtons}>
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          {t('dataTable.previous')}
        </Button>
        <span className={styles.pageOf}>{t('dataTable.pageOf', { page, pages: Math.max(lastPage, 1) })}</span>
        <Button variant="secondary" disabled={page >= lastPage} onClick={() => onPageChange(page + 1)}>
          {t('dataTable.next')}
        </Button>
      </div>
    </nav>
  );
}
