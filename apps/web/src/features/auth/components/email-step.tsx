import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useEarlySubmit } from '../../../lib/early-submit.ts';
import { lookUpLoginMethod } from '../password-login.ts';
import { useAppDispatch } from '../../../lib/state/hooks.ts';
import { loginErrorSet } from '../../../lib/state/session-slice.ts';
import { SSO_ONLY_MESSAGE } from '@portal/contracts/constants';
import { emailStepResolver, type EmailStepValues } from '../login-form-rules.ts';
import styles from './login.module.css';
import { browserNavigation } from '../../../lib/leave-app.ts';

interface EmailStepProps {
  initialEmail: string;
  /** Focus the field when the step appears (coming back from the password step). */
  focusOnShow: boolean;
  /** The e-mail has no single sign-on: on to the password step. */
  onPasswordLogin(email: string): void;
  /** The tenant signs in through single sign-on only: there is no password step. */
  singleSignOnOnly: boolean;
}

/** Step 1: the e-mail address and Next (POST /api/login/url; a url in the answer means single sign-on). */
export function EmailStep({ initialEmail, focusOnShow, onPasswordLogin, singleSignOnOnly }: EmailStepProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<EmailStepValues>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    resolver: emailStepResolver,
    // No default for a first visit: the field then starts from what is in it, which on the login page the server
    // drew may be what the visitor typed before the app ran.
    defaultValues: initialEmail === '' ? undefined : { email: initialEmail },
  });

  useEffect(() => {
    if (focusOnShow) setFocus('email');
  }, [focusOnShow, setFocus]);

  const next = handleSubmit(async ({ email }) => {
    if (isSubmitting) return;
    const method = await dispatch(lookUpLoginMethod(email));
    if (method.kind === 'singleSignOn') browserNavigation.leaveTo(method.url);
    else if (method.kind === 'password' && singleSignOnOnly) dispatch(loginErrorSet(SSO_ONLY_MESSAGE));
    else if (method.kind === 'password') onPasswordLogin(email);
  });

  const form = useRef<HTMLFormElement>(null);
  useEarlySubmit(form, next);

  return (
    // POST: a browser without the app would otherwise put the address in the page's address.
    <form ref={form} method="post" className={styles.form} noValidate onSubmit={next}>
      <TextField
        label={t('login.emailLabel')}
        type="email"
        inputMode="email"
        autoComplete="username"
        spellCheck={false}
        autoCapitalize="none"
        error={errors.email?.message}
        {...register('email')}
      />
      {/* Not disabled while busy: a disabled button would drop the keyboard user's focus. */}
      <Button type="submit" fullWidth aria-disabled={isSubmitting}>
        {t('login.next')}
      </Button>
    </form>
  );
}
