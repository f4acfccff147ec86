import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Banner } from '../../../components/banner/banner.tsx';
import { Breadcrumb } from '../../../components/breadcrumb/breadcrumb.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGetProfileQuery } from '../api.ts';
import { AvatarForm } from '../components/avatar-form.tsx';
import { SecuritySettings } from '../components/security-settings.tsx';
import styles from '../components/profile.module.css';
import profileTexts from '../../../i18n/en-GB/profile.json';

addTexts(profileTexts);

/**
 * /app/home/my-profile/ (Profile Settings): the person's details (names and e-mail come from the employer's data
 * and are shown, not edited), the avatar, and the security section that opens the password and two-factor
 * side panels.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const { data: profile, isLoading, isError, refetch } = useGetProfileQuery();
  useDocumentTitle(t('profile.title'));

  let details: ReactNode;
  if (isLoading) {
    details = <Spinner label={t('profile.loading')} />;
  } else if (isError || !profile) {
    details = (
      <Banner variant="error" role="alert">
        <p>{t('profile.error')}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </Banner>
    );
  } else {
    details = (
      <>
        <section className={styles.section} aria-labelledby="profile-details">
          <h2 id="profile-details">{t('profile.details.heading')}</h2>
          <dl className={styles.details}>
            <div>
              <dt>{t('profile.details.name')}</dt>
              <dd>{profile.name}</dd>
            </div>
            <div>
              <dt>{t('profile.details.email')}</dt>
              <dd>{profile.email}</dd>
            </div>
          </dl>
          <p className={styles.hint}>{t('profile.details.fromEmployer')}</p>
        </section>
        <section className={styles.section} aria-labelledby="profile-avatar">
          <h2 id="profile-avatar">{t('profile.avatar.heading')}</h2>
          <AvatarForm profile={profile} />
        </section>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <Breadcrumb
        label={t('common.breadcrumb')}
        items={[{ label: t('common.home'), to: paths.appHome }, { label: t('profile.title') }]}
      />
      <h1>{t('profile.title')}</h1>
      {details}
      <section className={styles.section} aria-labelledby="profile-family">
        <h2 id="profile-family">{t('profile.family.heading')}</h2>
        <p>{t('profile.family.intro')}</p>
        <ul className={styles.links}>
          <li>
            <Link to={paths.myFamily}>{t('profile.family.family')}</Link>
          </li>
          <li>
            <Link to={paths.lifeEvents}>{t('profile.family.lifeEvents')}</Link>
          </li>
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="profile-security">
        <h2 id="profile-security">{t('profile.security.heading')}</h2>
        <SecuritySettings />
      </section>
    </div>
  );
}
