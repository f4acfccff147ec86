import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button/button.tsx';
import { TwoFactorActivationSteps } from '../../../components/steps/two-factor-activation-steps.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import {
  twoFactorRouteState,
  type MessageRouteState,
  type TwoFactorRouteState,
} from '../../../lib/route-state.ts';
import { useAppDispatch, useAppSelector } from '../../../lib/state/hooks.ts';
import { selectLoggedIn } from '../../../lib/state/session-slice.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { checkSignInSetupCode, completeEnforcedSetup, type SignInStepProps } from '../sign-in-step.ts';
import { CodeStepForm } from '../components/code-step-form.tsx';
import type { Refusal } from '../refusal.ts';
import styles from '../components/two-factor.module.css';
import twoFactorTexts from '../../../i18n/en-GB/two-factor.json';

addTexts(twoFactorTexts);

/**
 * /two-fa-code-setup (spec sections 2 and 4): 'Enable two factor authentication', route state isFirst and
 * isFromActivation. First (Next): a `temporary` check of the app's code, then this page again with isFirst
 * false. Second (Verify): the next code completes the set-up through the enforced path (a set-up during sign-in
 * only happens where the tenant requires it), which signs in and goes to /app/home/ with the success message.
 */
export function CodeSetupPage({ attempt, abandon, completeSignIn }: SignInStepProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { isFirst, isFromActivation } = twoFactorRouteState(location.state);
  const loggedIn = useAppSelector(selectLoggedIn);
  // Set as the second code is sent: signed in by it, home shows the success message.
  const [completing, setCompleting] = useState(false);
  useDocumentTitle(t('twoFactor.setup.documentTitle'));

  if (loggedIn) {
    const message: MessageRouteState = { showMessage: 'twoFactorEnabled', isFromActivation };
    return <Navigate to={paths.appHome} replace state={completing ? message : undefined} />;
  }
  if (!attempt) return <Navigate to={paths.login} replace />;
  // The QR page starts the set-up: without its secret there is nothing to check a code against.
  if (!attempt.setup || !attempt.userId) {
    return <Navigate to={paths.twoFactorQrSetup} replace state={{ isFromActivation }} />;
  }

  async function first(code: string): Promise<Refusal | null> {
    if (!attempt?.userId) return null;
    const result = await checkSignInSetupCode({ ...attempt, userId: attempt.userId }, code);
    if (!result.ok) return result.refusal;
    const next: TwoFactorRouteState = { isFirst: false, isFromActivation };
    void navigate(paths.twoFactorCodeSetup, { state: next });
    return null;
  }

  async function second(code: string): Promise<Refusal | null> {
    if (!attempt) return null;
    setCompleting(true);
    const result = await dispatch(completeEnforcedSetup(attempt, code, completeSignIn));
    if (result.kind === 'refused') {
      setCompleting(false);
      return result.refusal;
    }
    // Signed in: this page's redirect carries the message. The login setup failed: the login page says why.
    if (result.kind === 'setupFailed') void navigate(paths.login, { replace: true });
    return null;
  }

  const close = () => {
    abandon();
    void navigate(paths.login, { replace: true });
  };

  return (
    <div className={styles.page}>
      {isFromActivation ? <TwoFactorActivationSteps current="twoFactor" /> : null}
      <h1>{t('twoFactor.setup.heading')}</h1>
      <p className={styles.intro}>
        {isFirst ? t('twoFactor.setup.firstIntro') : t('twoFactor.setup.secondIntro')}
      </p>
      {/* A new form for the second code: empty boxes, the first one focused. */}
      <CodeStepForm
        key={location.key}
        abandonSignIn={abandon}
        submitLabel={isFirst ? t('twoFactor.setup.next') : t('twoFactor.setup.verify')}
        hint={isFirst ? undefined : t('twoFactor.setup.nextCodeHint')}
        onSubmit={isFirst ? first : second}
        secondary={
          <Button variant="secondary" onClick={close}>
            {t('twoFactor.setup.close')}
          </Button>
        }
      />
    </div>
  );
}
