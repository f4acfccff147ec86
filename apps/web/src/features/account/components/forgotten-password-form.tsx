import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { bodyText, requestPasswordReset } from '../api.ts';
import {
  firstValidationError,
  forgottenPasswordResolver,
  type ForgottenPasswordValues,
} from '../forgotten-password-rules.ts';
import { RobotCheck } from '../../../components/robot-check/robot-check.tsx';
import styles from './account.module.css';
import forgottenPasswordTexts from '../../../i18n/en-GB/forgotten-password.json';

addTexts(forgottenPasswordTexts);

/**
 * The forgotten-password form: e-mail, the robot check (always required here) and 'Reset password'
 * (POST /api/forgot-password). Errors (spec section 5): the first validation error or 'Validation failed' for a
 * 400, otherwise the server's message or 'An unexpected error occurred'; a request that never reached the server
 * gets section 8's 'Oops... there was an issue requesting your password reset link'.
 */
export function ForgottenPasswordForm({ onSent }: { onSent(): void }) {
  const { t } = useTranslation();
  const [solution, setSolution] = useState<string | null>(null);
  // A solution is good for one request: a new widget (new key) after each one.
  const [widgetKey, setWidgetKey] = useState(0);
  const [robotError, setRobotError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgottenPasswordValues>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    resolver: forgottenPasswordResolver,
    defaultValues: { email: '' },
  });

  const solved = useCallback((payload: string | null) => {
    setSolution(payload);
    if (payload) setRobotError(null);
  }, []);

  // Every problem at once: an invalid e-mail does not hide the missing robot check.
  const robotCheckMissing = () => {
    if (!solution) setRobotError(t('login.errors.robot'));
    return !solution;
  };

  const send = handleSubmit(async ({ email }) => {
    if (isSubmitting || robotCheckMissing() || !solution) return;
    setServerError(null);
    const result = await requestPasswordReset(email, solution);
    if (result.ok && result.data?.sent) return onSent();
    setSolution(null);
    setWidgetKey((key) => key + 1);
    if (result.ok) setServerError(result.data?.message || t('forgottenPassword.unexpected'));
    else if (result.status === 400) {
      const body = result.body as { errors?: unknown } | null;
      setServerError(
        firstValidationError(body?.errors) ||
          bodyText(body, 'error') ||
          bodyText(body, 'message') ||
          t('forgottenPassword.validationFailed'),
      );
    } else if (result.status === null) {
      setServerError(t('forgottenPassword.networkError'));
    } else {
      const message = bodyText(result.body, 'message') || bodyText(result.body, 'error');
      setServerError(message || t('forgottenPassword.unexpected'));
    }
  }, robotCheckMissing);

  return (
    <form className={styles.form} noValidate onSubmit={send}>
      {serverError ? (
        <Banner variant="error" role="alert">
          <p>{serverError}</p>
        </Banner>
      ) : null}
      <TextField
        label={t('forgottenPassword.emailLabel')}
        type="email"
        inputMode="email"
        autoComplete="username"
        spellCheck={false}
        autoCapitalize="none"
        error={errors.email?.message}
        {...register('email')}
      />
      <RobotCheck key={widgetKey} error={robotError} onSolution={solved} />
      <Button type="submit" fullWidth aria-disabled={isSubmitting}>
        {t('forgottenPassword.submit')}
      </Button>
      <Link className={styles.back} to={paths.login}>
        {t('forgottenPassword.back')}
      </Link>
    </form>
  );
}
