import { completeSignIn } from '../../../features/auth/session/complete-sign-in.ts';
import { GrantSignInPage as GrantSignIn } from '../../../features/sign-in-grants/pages/grant-sign-in-page.tsx';

/** /sso-login/{token}/{schemeYear}: a sign-in grant's exchange (sign-in-grants), signing in as auth's do. */
export function GrantSignInPage() {
  return <GrantSignIn completeSignIn={completeSignIn} />;
}
