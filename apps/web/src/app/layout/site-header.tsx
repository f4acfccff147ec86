import { BREAKPOINTS } from '@portal/contracts/constants';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { homePath } from '../../lib/paths.ts';
import { useAppSelector } from '../../lib/state/hooks.ts';
import {
  selectBrandName,
  selectHeaderLogo,
  selectLoggedIn,
  selectMobileLogo,
} from '../../lib/state/session-slice.ts';
import styles from './site-header.module.css';

/**
 * The header of the logged-out state: the client's logo (the mobile variant below 768px, 32px high) linking to
 * the login page, or to /app/home/ when logged in. The navigation and user menu arrive with the sign-in issue.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectLoggedIn);
  const brandName = useAppSelector(selectBrandName);
  const desktopLogo = useAppSelector(selectHeaderLogo);
  const mobileLogo = useAppSelector(selectMobileLogo);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {brandName && desktopLogo && mobileLogo ? (
          <Link to={homePath(loggedIn)} className={styles.logoLink}>
            <picture>
              <source media={`(min-width: ${BREAKPOINTS.mobile}px)`} srcSet={desktopLogo} />
              <img
                className={styles.logo}
                src={mobileLogo}
                alt={t('header.logoAlt', { brandName })}
                height={32}
              />
            </picture>
          </Link>
        ) : (
          <span className={styles.logoSpace} />
        )}
      </div>
    </header>
  );
}
