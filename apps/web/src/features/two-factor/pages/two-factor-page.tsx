import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths, signedInHome } from '../../../lib/paths.ts';
import { useAppDispatch, useAppSelector } from '../../../lib/state/hooks.ts';
import { selectSession } from '../../../lib/state/session-slice.ts';
import { selectBrandName } from '../../../lib/state/theme-slice.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { signInWithCode, type SignInStepProps } from '../sign-in-step.ts';
import { CodeStepForm } from '../components/code-step-form.tsx';
import styles from '../components/two-factor.module.css';
import twoFactorTexts from '../../../i18n/en-GB/two-factor.json';

addTexts(twoFactorTexts);

/**
 * /two-fa (spec sections 2 and 4, Two-factor entry): the code after the password. POST /api/login/mfa with the
 * login answer's challenge signs in and goes to /app/home/ (or the page the sign-in was to land on). Without a challenge in memory (a reload, a typed
 * address) the person goes back to the login.
 */
export function TwoFactorPage({ attempt, abandon, completeSignIn }: SignInStepProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { loggedIn } = useAppSelector(selectSession);
  const benefitBrandName = useAppSelector(selectBrandName);
  // Kept from the attempt, which ends as the code signs in: both ways to the signed-in page go there.
  const [landing] = useState(() => attempt?.landing ?? signedInHome());
  useDocumentTitle(t('twoFactor.entry.documentTitle'));

  if (loggedIn) return <Navigate to={landing} replace />;
  if (!attempt) return <Navigate to={paths.login} replace />;

  async function submit(code: string) {
    if (!attempt) return null;
    const result = await dispatch(signInWithCode(attempt, code, completeSignIn));
    if (result.kind === 'refused') return result.refusal;
    // Signed in: home. The login setup failed: the login page says why.
    void navigate(result.kind === 'signedIn' ? landing : paths.login, { replace: true });
    return null;
  }

  return (
    <div className={styles.page}>
      <h1>{t('twoFactor.entry.heading')}</h1>
      <p className={styles.intro}>
        {benefitBrandName
          ? t('twoFactor.entry.intro', { brandName: benefitBrandName })
          : t('twoFactor.entry.introNoBrand')}
      </p>
      <CodeStepForm
        abandonSignIn={abandon}
        submitLabel={t('twoFactor.entry.login')}
        onSubmit={submit}
        secondary={
          <Link to={paths.login} onClick={abandon}>
            {t('twoFactor.entry.back')}
          </Link>
        }
      />
    </div>
  );
}
