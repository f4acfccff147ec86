import { useTranslation } from '../../lib/i18n.ts';
import { MAIN_CONTENT_ID } from '../../lib/main-content.ts';
import styles from './layout.module.css';

/** The first stop of the tab order: jumps past the banner and header to the page's main content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {t('skipLink')}
    </a>
  );
}
