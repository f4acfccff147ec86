import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button/button.tsx';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { TwoFactorActivationSteps } from '../../../components/steps/two-factor-activation-steps.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { twoFactorRouteState, type TwoFactorRouteState } from '../../../lib/route-state.ts';
import type { TwoFactorAttempt } from '../../../lib/sign-in.ts';
import { useAppSelector } from '../../../lib/state/hooks.ts';
import { selectLoggedIn } from '../../../lib/state/session-slice.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { startSignInSetup, type SignInStepProps } from '../sign-in-step.ts';
import { ErrorLines } from '../components/error-lines.tsx';
import { QrSetupCard } from '../components/qr-setup-card.tsx';
import styles from '../components/two-factor.module.css';
import twoFactorTexts from '../../../i18n/en-GB/two-factor.json';

addTexts(twoFactorTexts);

/**
 * /two-fa-qr-setup (spec section 2, Two-factor screens): the set-up that the tenant requires during sign-in. The
 * intro, the QR code and the secret as text (POST /api/v2/user/{id}/mfa with the challenge), 'Enter the code'
 * (to /two-fa-code-setup, isFirst true, the activation flag carried over) and Close (back to the login). From
 * activation it is step 3 of 4.
 */
export function QrSetupPage({ attempt, abandon, holdSetup }: SignInStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useLocation();
  const { isFromActivation } = twoFactorRouteState(state);
  const loggedIn = useAppSelector(selectLoggedIn);
  useDocumentTitle(t('twoFactor.qr.documentTitle'));

  if (loggedIn) return <Navigate to={paths.appHome} replace />;
  if (!attempt) return <Navigate to={paths.login} replace />;

  const close = () => {
    abandon();
    void navigate(paths.login, { replace: true });
  };
  const enterCode = () => {
    const next: TwoFactorRouteState = { isFirst: true, isFromActivation };
    void navigate(paths.twoFactorCodeSetup, { state: next });
  };

  return (
    <div className={styles.page}>
      {isFromActivation ? <TwoFactorActivationSteps current="twoFactor" /> : null}
      <h1>{t('twoFactor.qr.heading')}</h1>
      <p className={styles.intro}>{t('twoFactor.qr.intro')}</p>
      <SetupSecret attempt={attempt} holdSetup={holdSetup} />
      <div className={styles.actions}>
        <Button onClick={enterCode} disabled={!attempt.setup}>
          {t('twoFactor.qr.enterCode')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('twoFactor.qr.close')}
        </Button>
      </div>
    </div>
  );
}

/**
 * One set-up start per challenge: a second start would replace the pending secret on the server, so an effect
 * that runs twice (React's development checks) shares the first call.
 */
const starting = new Map<string, ReturnType<typeof startSignInSetup>>();

function startOnce(attempt: TwoFactorAttempt & { userId: string }) {
  let call = starting.get(attempt.challenge);
  if (!call) {
    call = startSignInSetup(attempt);
    starting.set(attempt.challenge, call);
    void call.then(() => starting.delete(attempt.challenge));
  }
  return call;
}

/** The pending set-up's QR code and secret: started once per sign-in, kept in memory for going back. */
function SetupSecret({
  attempt,
  holdSetup,
}: {
  attempt: TwoFactorAttempt;
  holdSetup: SignInStepProps['holdSetup'];
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<readonly string[] | null>(null);
  const { userId, setup } = attempt;

  useEffect(() => {
    if (setup || !userId) return;
    let current = true;
    void startOnce({ ...attempt, userId }).then((result) => {
      if (!current) return;
      if (result.ok) holdSetup({ url: result.data.url, secret: result.data.secret });
      else setFailure(result.refusal.lines);
    });
    return () => {
      current = false;
    };
  }, [attempt, userId, setup, holdSetup]);

  // Without the user's id (the login answer did not name it) the set-up calls cannot be made.
  if (!setup && !userId) return <ErrorLines lines={[t('twoFactor.qr.unavailable')]} />;
  if (failure) return <ErrorLines lines={failure} />;
  if (!setup) return <Spinner label={t('twoFactor.qr.loading')} />;
  return <QrSetupCard url={setup.url} secret={setup.secret} />;
}
