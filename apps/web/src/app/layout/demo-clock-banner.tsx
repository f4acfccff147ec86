import { useTranslation } from '../../lib/i18n.ts';
import { formatPortalTime, usePortalClockOffset, usePortalTime } from '../../lib/portal-clock.ts';
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
 * While the demo's clock is moved (issue 35), every page says so, with the portal's date and time: a
 * demonstration never passes for the real time.
 */
export function DemoClockBanner() {
  return usePortalClockOffset() === 0 ? null : <MovedClock />;
}
