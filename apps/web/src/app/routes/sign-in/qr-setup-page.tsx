import { QrSetupPage as QrSetup } from '../../../features/two-factor/pages/qr-setup-page.tsx';
import { useTwoFactorStep } from './two-factor-step.ts';

/** /two-fa-qr-setup: the two-factor feature's set-up during sign-in, for the sign-in the auth feature holds. */
export function QrSetupPage() {
  return <QrSetup {...useTwoFactorStep('setup')} />;
}
