import { CLIENT_LOGO_MAX, DEFAULT_LOGOS } from '@portal/contracts/constants';
import { NavLink } from 'react-router';
import { accessFactsOf } from '../../lib/access-rules.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useAppSelector } from '../../lib/state/hooks.ts';
import { useSignedInClient } from '../../lib/state/login-setup-api.ts';
import { selectSession } from '../../lib/state/session-slice.ts';
import { selectClientLogo } from '../../lib/state/theme-slice.ts';
import { MobileMenu } from './mobile-menu.tsx';
import { headerNavItems } from './nav-items.ts';
import { UserMenu } from './user-menu.tsx';
import styles from './site-header.module.css';

/** The signed-in part of the header: client logo, desktop navigation, user menu, and the burger below 768px. */
export default function SignedInHeader() {
  const { t } = useTranslation();
  const session = useAppSelector(selectSession);
  const items = headerNavItems(accessFactsOf(session));
  // The default logo is the platform's own, already in the header: only a client's own logo is added.
  const logo = useAppSelector(selectClientLogo);
  const client = useSignedInClient();
  const clientLogo = logo && logo !== DEFAULT_LOGOS.logoFileUrl ? logo : null;

  return (
    <>
      {clientLogo ? (
        <img
          className={styles.clientLogo}
          src={clientLogo}
          alt={client?.clientName ?? ''}
          width={CLIENT_LOGO_MAX.width}
          height={CLIENT_LOGO_MAX.height}
        />
      ) : null}
      <nav className={styles.desktopNav} aria-label={t('header.mainNav')}>
        <ul className={styles.navList}>
          {items.map((item) => (
            <li key={item.key}>
              <NavLink to={item.to} className={styles.navLink}>
                {t(`header.nav.${item.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.desktopOnly}>
        <UserMenu />
      </div>
      <div className={styles.mobileOnly}>
        <MobileMenu items={items} />
      </div>
    </>
  );
}
