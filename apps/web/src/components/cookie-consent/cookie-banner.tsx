import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../button/button.tsx';
import { ManageCookiesButton } from './manage-cookies-button.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { cookiesAccepted, selectCookiesAccepted } from '../../lib/state/cookie-slice.ts';
import { useAppDispatch, useAppSelector } from '../../lib/state/hooks.ts';
import { selectMasquerade } from '../../lib/state/session-slice.ts';
import { useAnnounce } from '../../lib/announcer.ts';
import { mainContent } from '../../lib/main-content.ts';
import styles from './cookie-banner.module.css';

const COOKIE_POLICY_PREFIX = paths.cookiePolicy.replace(/\/$/, '');

/** Whether the focus is in `element`, or nowhere (on the body): a place that is about to go. */
function focusIsIn(element: HTMLElement | null): boolean {
  const focused = document.activeElement;
  return !focused || focused === document.body || (element?.contains(focused) ?? false);
}

/**
 * The cookie banner: shown until cookies are accepted, except while masquerading and on the cookie policy page
 * (which has its own Manage cookies button). Accept allows every category; Manage cookies opens the settings.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const announce = useAnnounce();
  const accepted = useAppSelector(selectCookiesAccepted);
  const masquerading = useAppSelector(selectMasquerade) !== null;
  const { pathname } = useLocation();
  const banner = useRef<HTMLElement>(null);
  const onCookiePolicy = pathname === COOKIE_POLICY_PREFIX || pathname.startsWith(`${COOKIE_POLICY_PREFIX}/`);

  if (accepted || masquerading || onCookiePolicy) return null;

  function confirm() {
    announce(t('cookies.saved'));
  }

  return (
    <section ref={banner} className={styles.banner} aria-label={t('cookies.bannerLabel')}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 className={styles.title}>{t('cookies.bannerTitle')}</h2>
          <p>
            {t('cookies.bannerText')} <Link to={paths.cookiePolicy}>{t('cookies.policyLink')}</Link>
          </p>
        </div>
        <div className={styles.actions}>
          <Button
            className={styles.accept}
            onClick={() => {
              dispatch(cookiesAccepted());
              confirm();
              // The banner is going: a visitor who was in it continues from the page's content. One who has moved
              // on (a click kept from before the app ran, answered late) keeps their place.
              if (focusIsIn(banner.current)) mainContent()?.focus();
            }}
          >
            {t('cookies.accept')}
          </Button>
          <ManageCookiesButton onSaved={confirm} fallbackFocus={mainContent} />
        </div>
      </div>
    </section>
  );
}
