import { LinkButton } from '../../components/button/button.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from '../errors/errors.module.css';

/** A signed-in user opening a route that needs another user type (spec section 6). */
export function AccessDenied() {
  const { t } = useTranslation();
  useDocumentTitle(t('guard.accessDenied'));
  return (
    <div className={styles.page}>
      <h1>{t('guard.accessDenied')}</h1>
      <p className={styles.message}>{t('guard.accessDeniedMessage')}</p>
      <LinkButton to={paths.appHome}>{t('common.returnToHome')}</LinkButton>
    </div>
  );
}
