import { completeSignIn } from '../../../features/auth/session/complete-sign-in.ts';
import {
  endTwoFactorAttempt,
  holdTwoFactorSetup,
  useTwoFactorAttempt,
} from '../../../features/auth/session/two-factor-attempt.ts';
import type { SignInStepProps } from '../../../features/two-factor/sign-in-step.ts';
import type { TwoFactorAttempt } from '../../../lib/sign-in.ts';

/**
 * The sign-in in progress, which the auth feature holds, as the two-factor feature's sign-in pages take it: the
 * challenge of the page's kind (null sends the page back to the login), and how to end the sign-in.
 */
export function useTwoFactorStep(kind: TwoFactorAttempt['kind']): SignInStepProps {
  return {
    attempt: useTwoFactorAttempt(kind),
    abandon: endTwoFactorAttempt,
    completeSignIn,
    holdSetup: holdTwoFactorSetup,
  };
}
