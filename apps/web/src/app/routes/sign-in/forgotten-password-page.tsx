import { ForgottenPasswordPage as ForgottenPassword } from '../../../features/account/pages/forgotten-password-page.tsx';
import { useSingleSignOnOnly } from '../../../features/auth/login-options.ts';

/** /forgotten-password/: the account feature's form, offered unless the tenant signs in by single sign-on only. */
export function ForgottenPasswordPage() {
  return <ForgottenPassword singleSignOnOnly={useSingleSignOnOnly()} />;
}
