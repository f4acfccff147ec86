import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { useAppSelector } from '../../lib/state/hooks.ts';
import { selectShowContactLink } from '../../lib/state/session-slice.ts';
import { selectBrandName } from '../../lib/state/theme-slice.ts';
import styles from './site-footer.module.css';

const thisYear = () => new Date().getFullYear();

/** The footer: the year notice, Privacy and Terms, and Contact when logged in with contact-us enabled. */
export function SiteFooter() {
  const { t } = useTranslation();
  const brandName = useAppSelector(selectBrandName);
  const showContact = useAppSelector(selectShowContactLink);

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.notice}>
          {brandName ? t('footer.copyright', { year: thisYear(), brandName }) : null}
        </p>
        <nav aria-label={t('footer.label')}>
          <ul className={styles.links}>
            <li>
              <Link to={paths.privacyStatement}>{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to={paths.termsAndConditions}>{t('footer.terms')}</Link>
            </li>
            {showContact ? (
              <li>
                <Link to={paths.contactUs}>{t('footer.contact')}</Link>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
