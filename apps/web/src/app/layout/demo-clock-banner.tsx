import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { callEndpoint } from '../../lib/endpoint-request.ts';
import { useTranslation } from '../../lib/i18n.ts';
import {
  formatPortalTime,
  setPortalClockOffset,
  usePortalClockOffset,
  usePortalTime,
} from '../../lib/portal-clock.ts';
import { useAppSelector } from '../../lib/state/hooks.ts';
import { selectLoggedIn, selectRestoring } from '../../lib/state/session-slice.ts';
import styles from './demo-clock-banner.module.css';

function MovedClock() {
  const { t } = useTranslation();
  const now = usePortalTime(30_000);
  return (
    <aside className={styles.banner} aria-label={t('demoClock.bannerLabel')}>
      <p>{t('demoClock.banner', { time: formatPortalTime(now) })}</p>
    </aside>
  );
}

/**
 * Signed in, the login setup says how far the clock is moved. Signed out (the login page, a reset or activation
 * link: where demonstrations of a link's expiry happen) nothing does, so each page opened asks the server. In the
 * background, after the page has painted: it never holds the page up, and a failure leaves the banner as it was.
 */
function useSignedOutClock(): void {
  const signedOut = useAppSelector((state) => !selectLoggedIn(state) && !selectRestoring(state));
  const { pathname } = useLocation();
  useEffect(() => {
    if (!signedOut) return;
    let current = true;
    void callEndpoint('demoClock', undefined, { anonymous: true, background: true }).then((answer) => {
      if (current && answer.ok) setPortalClockOffset(answer.data.offsetMs);
    });
    return () => {
      current = false;
    };
  }, [signedOut, pathname]);
}

/**
 * While the demo's clock is moved (issue 35), every page says so, with the portal's date and time, signed in or
 * not: a demonstration never passes for the real time.
 */
export function DemoClockBanner() {
  useSignedOutClock();
  return usePortalClockOffset() === 0 ? null : <MovedClock />;
}
