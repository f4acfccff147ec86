import { buttonClassName } from '../../components/button/button.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';
import styles from './errors.module.css';

/**
 * The generic error page (spec: render error). It needs neither the store nor the router, so it also renders when
 * they failed; its home link is a full page load, which starts the app afresh.
 */
export function GenericErrorPage({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  const content = (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('errorPage.message')}</h1>
      <a className={buttonClassName()} href={paths.login}>
        {t('errorPage.home')}
      </a>
    </div>
  );
  return standalone ? <main className={styles.standalone}>{content}</main> : content;
}
