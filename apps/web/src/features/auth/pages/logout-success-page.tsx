import { LinkButton } from '../../../components/button/button.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from '../components/login.module.css';
import logoutTexts from '../../../i18n/en-GB/logout.json';

addTexts(logoutTexts);

/** /logout-success: the confirmation and a way back to the login page. */
export function LogoutSuccessPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('logout.successTitle'));
  return (
    <div className={styles.page}>
      <h1>{t('logout.success')}</h1>
      <LinkButton to={paths.login}>{t('logout.backToLogin')}</LinkButton>
    </div>
  );
}
