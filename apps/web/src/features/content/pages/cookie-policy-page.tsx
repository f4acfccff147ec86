import { ManageCookiesButton } from '../../../components/cookie-consent/manage-cookies-button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { ContentPage } from '../components/content-page.tsx';
import styles from '../components/content-page.module.css';

/** /cookie-policy/: 'Our Cookie Policy', with the Manage cookies button (the cookie banner is hidden here). */
export function CookiePolicyPage() {
  const { t } = useTranslation();
  return (
    <ContentPage
      type="cookie"
      aside={
        <div className={styles.aside}>
          <p>{t('cookies.policyPrompt')}</p>
          <ManageCookiesButton />
        </div>
      }
    />
  );
}
