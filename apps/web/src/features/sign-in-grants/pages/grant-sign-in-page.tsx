import { useEffect, useState } from 'react';
import { portalLandingPath, SSO_LANDING_PARAM } from '@portal/contracts/portal-landing';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import type { CompleteSignIn } from '../../../lib/sign-in.ts';
import { isMasqueradeToken, signInWithGrant } from '../grant-sign-in.ts';
import { useAppDispatch } from '../../../lib/state/hooks.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { SignInFailure } from '../../../components/sign-in-failure/sign-in-failure.tsx';
import { runOnce } from '../../../lib/run-once.ts';
import signInGrantsTexts from '../../../i18n/en-GB/sign-in-grants.json';

addTexts(signInGrantsTexts);

/**
 * /sso-login/{token}/{schemeYear} (spec section 2, single-sign-on login route): a loading state while the
 * one-time link becomes a session, then /app/home/ (or the two-factor step a magic link may need; or the
 * portal page an IdP-initiated SAML sign-in names in `?next=`, checked again here: issue 36); an error
 * page when the link is refused: 'msq' links have expired, any other says something went wrong. The route
 * module gives it the auth feature's completeSignIn.
 */
export function GrantSignInPage({ completeSignIn }: { completeSignIn: CompleteSignIn }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { token = '', schemeYear } = useParams();
  const [search] = useSearchParams();
  const landing = portalLandingPath(search.get(SSO_LANDING_PARAM), window.location.origin);
  const [failure, setFailure] = useState<string | null>(null);
  useDocumentTitle(t('signInGrants.documentTitle'));

  useEffect(() => {
    let current = true;
    void runOnce(`${token}/${schemeYear ?? ''}`, () =>
      dispatch(signInWithGrant(token, schemeYear, completeSignIn, landing ?? undefined)),
    ).then((outcome) => {
      if (!current) return;
      if (outcome.kind === 'failed') setFailure(outcome.message);
      else if (outcome.kind === 'twoFactor') void navigate(paths.twoFactor, { replace: true });
      else if (outcome.kind === 'twoFactorSetup') void navigate(paths.twoFactorQrSetup, { replace: true });
      else void navigate(landing ?? paths.appHome, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [dispatch, navigate, token, schemeYear, completeSignIn, landing]);

  if (failure) {
    const masquerade = isMasqueradeToken(token);
    return (
      <SignInFailure
        heading={failure}
        advice={t(masquerade ? 'signInGrants.masqueradeAdvice' : 'signInGrants.genericAdvice')}
      />
    );
  }
  return <Spinner label={t('signInGrants.loading')} />;
}
