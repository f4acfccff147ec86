import { ActivationPage as Activation } from '../../../features/account/pages/activation-page.tsx';
import { completeSignIn } from '../../../features/auth/session/complete-sign-in.ts';

/** /activation/{id}: the account feature's activation, whose first password signs in as auth's sign-ins do. */
export function ActivationPage() {
  return <Activation completeSignIn={completeSignIn} />;
}
