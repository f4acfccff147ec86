import { CodeSetupPage as CodeSetup } from '../../../features/two-factor/pages/code-setup-page.tsx';
import { useTwoFactorStep } from './two-factor-step.ts';

/** /two-fa-code-setup: the set-up's codes (two-factor), which complete the sign-in the auth feature holds. */
export function CodeSetupPage() {
  return <CodeSetup {...useTwoFactorStep('setup')} />;
}
