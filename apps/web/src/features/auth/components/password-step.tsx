import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button/button.tsx';
import { PasswordField } from '../../../components/text-field/password-field.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { passwordLogin } from '../password-login.ts';
import { selectCookiesAccepted } from '../../../lib/state/cookie-slice.ts';
import { useAppDispatch, useAppSelector } from '../../../lib/state/hooks.ts';
import { loginErrorSet } from '../../../lib/state/session-slice.ts';
import { passwordStepResolver, type PasswordStepValues } from '../login-form-rules.ts';
import { RobotCheck } from '../../../components/robot-check/robot-check.tsx';
import styles from './login.module.css';

interface PasswordStepProps {
  email: string;
  /** The server asked for a robot check (it then stays for the rest of this visit). */
  robotCheckRequired: boolean;
  onRobotCheckRequired(): void;
  onChangeEmail(): void;
}

/**
 * Step 2: the e-mail with Change, the password with Show/Hide, Forgotten?, the robot check when asked for, and
 * Login (POST /api/login). Cookies must be accepted first (spec section 5).
 */
export function PasswordStep({
  email,
  robotCheckRequired,
  onRobotCheckRequired,
  onChangeEmail,
}: PasswordStepProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const cookiesAccepted = useAppSelector(selectCookiesAccepted);
  const [solution, setSolution] = useState<string | null>(null);
  // A solution is good for one attempt: a new widget (new key) after each one.
  const [widgetKey, setWidgetKey] = useState(0);
  const [robotError, setRobotError] = useState<string | null>(null);
  const [credentialsRejected, setCredentialsRejected] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<PasswordStepValues>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    resolver: passwordStepResolver,
    defaultValues: { password: '' },
  });

  useEffect(() => setFocus('password'), [setFocus]);

  const solved = useCallback((payload: string | null) => {
    setSolution(payload);
    if (payload) setRobotError(null);
  }, []);

  const login = handleSubmit(async ({ password }) => {
    if (isSubmitting) return;
    if (!cookiesAccepted) {
      dispatch(loginErrorSet(t('login.errors.cookiesRequired')));
      return;
    }
    if (robotCheckRequired && !solution) {
      setRobotError(t('login.errors.robot'));
      return;
    }
    setCredentialsRejected(false);
    const outcome = await dispatch(passwordLogin({ email, password, recaptcha: solution ?? undefined }));
    // The two-factor pages find the challenge in memory (session/two-factor-attempt.ts), not in the route.
    if (outcome.kind === 'twoFactorSetup') {
      void navigate(paths.twoFactorQrSetup, { state: { isFromActivation: false } });
    } else if (outcome.kind === 'twoFactor') {
      void navigate(paths.twoFactor);
    } else if (outcome.kind === 'failed') {
      setCredentialsRejected(outcome.credentialsRejected);
      if (outcome.showRecaptcha) onRobotCheckRequired();
      setRobotError(outcome.robotCheckRefused ? t('login.errors.robot') : null);
      setSolution(null);
      setWidgetKey((key) => key + 1);
    }
    // Signed in: the login page itself moves on to /app/home/.
  });

  const passwordError =
    errors.password?.message ??
    (credentialsRejected ? (
      <>
        {t('login.errors.passwordRetry')}{' '}
        <Link to={paths.forgottenPassword}>{t('login.errors.passwordRetryLink')}</Link>
      </>
    ) : undefined);

  return (
    <form className={styles.form} noValidate onSubmit={login}>
      <TextField
        label={t('login.emailLabel')}
        type="email"
        value={email}
        readOnly
        autoComplete="username"
        error={credentialsRejected ? t('login.errors.noMatch') : undefined}
        after={
          <button type="button" className={styles.change} onClick={onChangeEmail}>
            {t('login.change')} <span className="visually-hidden">{t('login.changeHidden')}</span>
          </button>
        }
      />
      <PasswordField
        label={t('login.passwordLabel')}
        autoComplete="current-password"
        toggleText={{ show: t('login.show'), hide: t('login.hide'), subject: t('login.passwordHidden') }}
        error={passwordError}
        {...register('password')}
      />
      <p className={styles.forgotten}>
        <Link to={paths.forgottenPassword}>{t('login.forgotten')}</Link>
      </p>
      {robotCheckRequired ? <RobotCheck key={widgetKey} error={robotError} onSolution={solved} /> : null}
      <Button type="submit" fullWidth aria-disabled={isSubmitting}>
        {t('login.login')}
      </Button>
    </form>
  );
}
