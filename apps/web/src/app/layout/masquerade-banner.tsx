import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { useAppSelector } from '../../lib/state/hooks.ts';
import { selectSession } from '../../lib/state/session-slice.ts';
import styles from './masquerade-banner.module.css';

/**
 * While an administrator masquerades (spec section 6), every page says so: 'viewing the site as {name} for
 * scheme year {year}', with the way out (logging out ends the masquerade session).
 */
export function MasqueradeBanner() {
  const { t } = useTranslation();
  const { masquerade, name } = useAppSelector(selectSession);
  // A reloaded masquerade tab knows the masquerade from the refresh a moment before the login setup names the
  // person: the banner waits for the name rather than read 'viewing the site as  for scheme year 2026'.
  if (!masquerade || !name) return null;
  return (
    <aside className={styles.banner} aria-label={t('masquerade.bannerLabel')}>
      <p>{t('masquerade.banner', { name, year: masquerade.schemeYear })}</p>
      <Link to={paths.logout} className={styles.end}>
        {t('masquerade.end')}
      </Link>
    </aside>
  );
}
