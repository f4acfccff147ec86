import { useState } from 'react';
import { Navigate } from 'react-router';
import { Banner } from '../../../components/banner/banner.tsx';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { signedInHome } from '../../../lib/paths.ts';
import { useAppDispatch, useAppSelector } from '../../../lib/state/hooks.ts';
import { loginErrorSet, selectSession } from '../../../lib/state/session-slice.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { EmailStep } from '../components/email-step.tsx';
import { useSingleSignOnOnly } from '../login-options.ts';
import { LoginErrorBanner } from '../components/login-error-banner.tsx';
import { LoginHelp } from '../components/login-help.tsx';
import { PasswordStep } from '../components/password-step.tsx';
import styles from '../components/login.module.css';

type Step = { name: 'email'; returning: boolean } | { name: 'password'; email: string };

/**
 * The login page at / (spec section 2, Login): step 1 the e-mail, step 2 the password. A signed-in user goes to
 * /app/home/; while a stored session is being restored, 'Loading profile...'.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { loggedIn, restoring, loginError, passwordChanged } = useAppSelector(selectSession);
  const singleSignOnOnly = useSingleSignOnOnly();
  const [step, setStep] = useState<Step>({ name: 'email', returning: false });
  const [email, setEmail] = useState('');
  const [robotCheckRequired, setRobotCheckRequired] = useState(false);
  useDocumentTitle(t('login.documentTitle'));

  if (loggedIn) return <Navigate to={signedInHome()} replace />;
  if (restoring) return <Spinner label={t('login.restoring')} />;

  /** Spec section 4: changing step clears errors and the robot check. */
  function changeStep(next: Step) {
    dispatch(loginErrorSet(null));
    setStep(next);
  }

  return (
    <div className={styles.page}>
      <h1>{step.name === 'email' ? t('login.heading') : t('login.passwordHeading')}</h1>
      {passwordChanged ? (
        <Banner variant="success" role="status">
          <p>{t('login.passwordChanged')}</p>
        </Banner>
      ) : null}
      {loginError ? <LoginErrorBanner message={loginError} /> : null}
      {step.name === 'email' ? (
        <>
          <p className={styles.intro}>{t('login.intro')}</p>
          <EmailStep
            singleSignOnOnly={singleSignOnOnly}
            initialEmail={email}
            focusOnShow={step.returning}
            onPasswordLogin={(address) => {
              setEmail(address);
              changeStep({ name: 'password', email: address });
            }}
          />
        </>
      ) : (
        <PasswordStep
          email={step.email}
          robotCheckRequired={robotCheckRequired}
          onRobotCheckRequired={() => setRobotCheckRequired(true)}
          onChangeEmail={() => changeStep({ name: 'email', returning: true })}
        />
      )}
      <LoginHelp />
    </div>
  );
}
