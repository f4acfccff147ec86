import { TwoFactorPage as CodeEntry } from '../../../features/two-factor/pages/two-factor-page.tsx';
import { useTwoFactorStep } from './two-factor-step.ts';

/** /two-fa: the two-factor feature's code entry, for the sign-in the auth feature holds. */
export function TwoFactorPage() {
  return <CodeEntry {...useTwoFactorStep('validate')} />;
}
