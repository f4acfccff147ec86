import type { ActivationDetails } from '@portal/contracts';
import { NETWORK_ERROR_MESSAGE } from '@portal/contracts/account';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Banner } from '../../../components/banner/banner.tsx';
import { formatDateForApi } from '../../../components/date-of-birth-input/date-parts.ts';
import { useNewPassword } from '../../../components/new-password-fields/use-new-password.ts';
import { Steps } from '../../../components/steps/steps.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import type { CompleteSignIn } from '../../../lib/sign-in.ts';
import { useAppDispatch } from '../../../lib/state/hooks.ts';
import { activateAccount } from '../activate-account.ts';
import { useClickAway } from '../use-click-away.ts';
import { DobStep } from './dob-step.tsx';
import { NewPasswordForm } from './new-password-form.tsx';
import { passwordStepProgress } from './password-step-progress.ts';
import styles from './account.module.css';
import activationTexts from '../../../i18n/en-GB/activation.json';
import stepsTexts from '../../../i18n/en-GB/steps.json';

addTexts(activationTexts, stepsTexts);

interface ActivationStepsProps {
  id: string;
  details: ActivationDetails;
  onGone(message: string): void;
  /** The auth feature's, given by the route module: the activation's answer signs the person in. */
  completeSignIn: CompleteSignIn;
}

/**
 * The activation steps: date of birth (POST /api/activation/dob), then the first password
 * (PATCH /api/user/activate), which signs the person in or leads to two-factor set-up. The bar has four steps
 * (Verify, Password, 2FA, Terms) when the tenant enforces two-factor.
 */
export function ActivationSteps({ id, details, onGone, completeSignIn }: ActivationStepsProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [dateOfBirth, setDateOfBirth] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const newPassword = useNewPassword({ token: id });
  const formArea = useRef<HTMLDivElement>(null);
  const clickAwayShown = useClickAway(formArea, true);
  const names = [t('steps.names.verify'), t('steps.names.password')];
  if (details.twoFactorRequired) names.push(t('steps.names.twoFactor'), t('steps.names.terms'));
  const current = dateOfBirth === null ? 0 : 1;

  async function activate(password: string) {
    if (dateOfBirth === null) return;
    setFormError(null);
    const outcome = await dispatch(
      activateAccount(
        {
          token: id,
          date_of_birth: formatDateForApi(dateOfBirth),
          password,
          password_confirmation: password,
        },
        completeSignIn,
      ),
    );
    switch (outcome.kind) {
      case 'signedIn':
        return void navigate(paths.appHome, { replace: true });
      case 'twoFactorSetup':
        // Step 3 of 4; the challenge is held in memory (the auth feature's), not in the route.
        return void navigate(paths.twoFactorQrSetup, { replace: true, state: { isFromActivation: true } });
      case 'twoFactor':
        return void navigate(paths.twoFactor, { replace: true });
      case 'setupFailed':
        // Activated, but the session could not start: the login page says why.
        return void navigate(paths.login, { replace: true });
    }
    if (outcome.status === 410) return onGone(outcome.error);
    if (outcome.status === 422) return newPassword.refused(outcome.error || null, outcome.checks);
    setFormError(outcome.status === null ? NETWORK_ERROR_MESSAGE : outcome.error);
  }

  return (
    <>
      <Steps
        names={names}
        current={current}
        completed={current === 0 ? 0 : passwordStepProgress(newPassword)}
      />
      {clickAwayShown ? (
        <div className={styles.clickAway}>
          <Banner variant="info" role="status">
            <p>{t('activation.clickAway')}</p>
          </Banner>
        </div>
      ) : null}
      <div ref={formArea}>
        {dateOfBirth === null ? (
          <DobStep flow="activation" token={id} onVerified={setDateOfBirth} onGone={onGone} />
        ) : (
          <NewPasswordForm
            controller={newPassword}
            intro={<p className={styles.intro}>{t('activation.passwordIntro', { email: details.email })}</p>}
            submitLabel={t('activation.activate')}
            error={formError}
            onSubmit={activate}
            focusOnShow
          />
        )}
      </div>
    </>
  );
}
