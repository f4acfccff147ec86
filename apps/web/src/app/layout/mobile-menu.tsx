import { useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Modal } from '../../components/modal/modal.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { useAppSelector } from '../../lib/state/hooks.ts';
import { selectSession } from '../../lib/state/session-slice.ts';
import { Avatar } from './avatar.tsx';
import { mainContent } from '../../lib/main-content.ts';
import type { NavItem } from './nav-items.ts';
import styles from './site-header.module.css';

/**
 * Below 768px: the burger button (aria-expanded, aria-controls) opens a full-screen menu with the same links plus
 * Logout. It is a modal dialog: focus stays inside, Escape and Close menu close it, and focus returns to the
 * burger.
 */
export function MobileMenu({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { firstName, surname, name, avatar } = useAppSelector(selectSession);
  // Open on the page where the burger was pressed: following a link from the menu closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const followedLink = useRef(false);
  const burger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const setOpen = (next: boolean) => {
    followedLink.current = false;
    setOpenOn(next ? pathname : null);
  };
  const follow = () => {
    setOpen(false);
    // Focus goes to the page's main content, not back to the burger.
    followedLink.current = true;
  };

  return (
    <>
      <button
        ref={burger}
        type="button"
        className={styles.burger}
        aria-expanded={open}
        aria-controls={menuId}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{t('header.menuButton')}</span>
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('header.mobileMenuTitle')}
        closeLabel={t('header.closeMenu')}
        variant="fullScreen"
        contentId={menuId}
        shouldReturnFocus={() => !followedLink.current}
        fallbackFocus={mainContent}
      >
        <p className={styles.mobileGreeting}>
          <Avatar image={avatar} firstName={firstName} surname={surname} />
          <span>{t('header.greeting', { name: firstName ?? name ?? '' })}</span>
        </p>
        <nav aria-label={t('header.mainNav')}>
          <ul className={styles.mobileList}>
            {items.map((item) => (
              <li key={item.key}>
                <NavLink to={item.to} className={styles.mobileLink} onClick={follow}>
                  {t(`header.nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
            <li>
              <Link to={paths.myProfile} className={styles.mobileLink} onClick={follow}>
                {t('header.userMenu.myProfile')}
              </Link>
            </li>
            <li>
              <Link to={paths.logout} className={styles.mobileLink} onClick={follow}>
                {t('header.userMenu.logout')}
              </Link>
            </li>
          </ul>
        </nav>
      </Modal>
    </>
  );
}
