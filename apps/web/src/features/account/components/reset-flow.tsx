import {
  NETWORK_ERROR_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  RESET_LINK_NETWORK_MESSAGE,
} from '@portal/contracts/account';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, LinkButton } from '../../../components/button/button.tsx';
import { formatDateForQuery } from '../../../components/date-of-birth-input/date-parts.ts';
import { useNewPassword } from '../../../components/new-password-fields/use-new-password.ts';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { Steps } from '../../../components/steps/steps.tsx';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useAppDispatch } from '../../../lib/state/hooks.ts';
import { passwordChangedSet } from '../../../lib/state/session-slice.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { bodyText, checksOf, resetPassword } from '../api.ts';
import { firstValidationError } from '../forgotten-password-rules.ts';
import { DobStep } from './dob-step.tsx';
import { LinkError } from './link-error.tsx';
import { NewPasswordForm } from './new-password-form.tsx';
import { passwordStepProgress } from './password-step-progress.ts';
import { useResetLinkCheck } from './use-reset-link-check.ts';
import styles from './account.module.css';
import resetPasswordTexts from '../../../i18n/en-GB/reset-password.json';
import stepsTexts from '../../../i18n/en-GB/steps.json';

addTexts(resetPasswordTexts, stepsTexts);

/** Only a path of this site is followed after a reset; anything else goes to the login page. */
function safeRedirect(url: string | undefined): string {
  return url && url.startsWith('/') && !url.startsWith('//') ? url : paths.login;
}

interface ResetFlowProps {
  token: string;
  /** The verified date of birth ('yyyy-mm-dd') from the query, or '' before it is verified. */
  dateOfBirth: string;
}

/**
 * The reset flow: the link is checked first (spinner), then Verify (date of birth) and Password (new password
 * with the live rules). Success marks the password changed and goes to the returned address, where the login page
 * says 'Password successfully changed.'.
 */
export function ResetFlow({ token, dateOfBirth }: ResetFlowProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const announce = useAnnounce();
  const link = useResetLinkCheck(token);
  const newPassword = useNewPassword({ token });
  const [formError, setFormError] = useState<string | null>(null);
  useDocumentTitle(t('resetPassword.documentTitle'));

  if (link.state === 'checking') return <Spinner label={t('resetPassword.checking')} />;
  if (link.state === 'network') {
    return (
      <LinkError
        heading={t('resetPassword.invalidHeading')}
        message={RESET_LINK_NETWORK_MESSAGE}
        action={<Button onClick={link.retry}>{t('common.retry')}</Button>}
      />
    );
  }
  if (link.state === 'invalid') {
    return (
      <LinkError
        heading={t('resetPassword.invalidHeading')}
        message={link.message}
        action={
          link.expired ? (
            <p role="status">{t('resetPassword.redirecting')}</p>
          ) : (
            <LinkButton to={paths.forgottenPassword} variant="secondary">
              {t('resetPassword.requestNew')}
            </LinkButton>
          )
        }
      />
    );
  }

  async function reset(password: string) {
    setFormError(null);
    const result = await resetPassword(token, dateOfBirth, password);
    if (result.ok && result.data?.reset) {
      dispatch(passwordChangedSet(true));
      // The login page's banner shows it; the app's live region, which outlives the navigation, says it.
      announce(PASSWORD_CHANGED_MESSAGE);
      return void navigate(safeRedirect(result.data.redirectURL), { replace: true });
    }
    const body = result.ok ? result.data : result.body;
    if (result.status === 410) {
      return link.gone(bodyText(body, 'message') || bodyText(body, 'error') || RESET_LINK_INVALID_MESSAGE);
    }
    if (result.status === 422) {
      const message =
        bodyText(body, 'error') ||
        firstValidationError((body as { errors?: unknown } | null)?.errors) ||
        t('resetPassword.reviewForm');
      const checks = checksOf(body);
      return checks ? newPassword.refused(message, checks) : setFormError(message);
    }
    if (result.status === null) return setFormError(NETWORK_ERROR_MESSAGE);
    setFormError(bodyText(body, 'message') || t('resetPassword.failed'));
  }

  const cancel = (
    <LinkButton to={paths.login} variant="secondary">
      {t('resetPassword.cancel')}
    </LinkButton>
  );
  const verified = dateOfBirth !== '';

  return (
    <div className={styles.page}>
      <h1>{t('resetPassword.heading')}</h1>
      <Steps
        names={[t('steps.names.verify'), t('steps.names.password')]}
        current={verified ? 1 : 0}
        completed={verified ? passwordStepProgress(newPassword) : 0}
      />
      {verified ? (
        <NewPasswordForm
          controller={newPassword}
          intro={<p className={styles.intro}>{t('resetPassword.passwordIntro')}</p>}
          submitLabel={t('resetPassword.next')}
          error={formError}
          cancel={cancel}
          onSubmit={reset}
          focusOnShow
        />
      ) : (
        <DobStep
          flow="reset"
          token={token}
          cancel={cancel}
          onGone={link.gone}
          onVerified={(value) =>
            void navigate(
              `${paths.resetPassword}?token=${encodeURIComponent(token)}&dob=${formatDateForQuery(value)}`,
            )
          }
        />
      )}
    </div>
  );
}
