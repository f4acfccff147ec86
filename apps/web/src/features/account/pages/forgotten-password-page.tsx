import { RESET_REQUEST_EXPIRED_MESSAGE } from '@portal/contracts/account';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Banner } from '../../../components/banner/banner.tsx';
import { LinkButton } from '../../../components/button/button.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths, TOKEN_EXPIRED_MESSAGE_KEY } from '../../../lib/paths.ts';
import { useAppSelector } from '../../../lib/state/hooks.ts';
import { selectSupportEmail } from '../../../lib/state/theme-slice.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';
import { ForgottenPasswordForm } from '../components/forgotten-password-form.tsx';
import styles from '../components/account.module.css';
import forgottenPasswordTexts from '../../../i18n/en-GB/forgotten-password.json';

addTexts(forgottenPasswordTexts);

/**
 * /forgotten-password/ (spec sections 2 and 5): 'Reset your password', the e-mail and the robot check, then the
 * same success view for every e-mail. In single-sign-on-only mode (the route module asks the auth feature) there
 * is no form.
 */
export function ForgottenPasswordPage({ singleSignOnOnly }: { singleSignOnOnly: boolean }) {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const [sent, setSent] = useState(false);
  useDocumentTitle(t('forgottenPassword.documentTitle'));

  if (sent) return <SentView />;

  return (
    <div className={styles.page}>
      <h1>{t('forgottenPassword.heading')}</h1>
      {query.get('message') === TOKEN_EXPIRED_MESSAGE_KEY ? (
        <Banner variant="info" role="status">
          <p>{RESET_REQUEST_EXPIRED_MESSAGE}</p>
        </Banner>
      ) : null}
      {singleSignOnOnly ? (
        <>
          <p>{t('forgottenPassword.singleSignOnOnly')}</p>
          <Link to={paths.login}>{t('forgottenPassword.back')}</Link>
        </>
      ) : (
        <>
          <p className={styles.intro}>{t('forgottenPassword.intro')}</p>
          <ForgottenPasswordForm onSent={() => setSent(true)} />
        </>
      )}
    </div>
  );
}

/** "It's on the way...": the heading takes focus, so the change is announced. */
function SentView() {
  const { t } = useTranslation();
  const supportEmail = useAppSelector(selectSupportEmail);
  const focus = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className={`${styles.page} ${styles.stack}`}>
      <h1 ref={focus} tabIndex={-1}>
        {t('forgottenPassword.successTitle')}
      </h1>
      <p>{t('forgottenPassword.successText')}</p>
      {supportEmail ? (
        <p>
          {t('forgottenPassword.supportPrompt')}{' '}
          <a href={`mailto:${supportEmail}`}>{t('forgottenPassword.supportLink', { email: supportEmail })}</a>
        </p>
      ) : null}
      <LinkButton to={paths.login}>{t('forgottenPassword.backToLogin')}</LinkButton>
    </div>
  );
}
