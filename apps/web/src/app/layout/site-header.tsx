import { BREAKPOINTS } from '@portal/contracts/constants';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { homePath, paths } from '../../lib/paths.ts';
import { useAppSelector } from '../../lib/state/hooks.ts';
import { selectBrandName, selectHeaderLogo, selectMobileLogo } from '../../lib/state/theme-slice.ts';
import { selectLoggedIn, selectSession } from '../../lib/state/session-slice.ts';
import styles from './site-header.module.css';

// Navigation and user menu exist only for a signed-in user: their code is not part of the login page.
const SignedInHeader = lazy(() => import('./signed-in-header.tsx'));

function onTwoFactorEntry(pathname: string): boolean {
  return pathname === paths.twoFactor || pathname.startsWith(`${paths.twoFactor}/`);
}

/**
 * The header: the client's logo (the mobile variant below 768px, 32px high) linking to /app/home/ when logged in
 * and to / otherwise. With a signed-in user who has accepted the site terms, outside /two-fa, it also has the
 * client logo, the navigation, the user menu and, below 768px, the burger menu (spec section 2).
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const loggedIn = useAppSelector(selectLoggedIn);
  const { siteTermsUpdated } = useAppSelector(selectSession);
  const brandName = useAppSelector(selectBrandName);
  const desktopLogo = useAppSelector(selectHeaderLogo);
  const mobileLogo = useAppSelector(selectMobileLogo);
  const full = loggedIn && !siteTermsUpdated && !onTwoFactorEntry(pathname);

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
        {full ? (
          <Suspense fallback={null}>
            <SignedInHeader />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
