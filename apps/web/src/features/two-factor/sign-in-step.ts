import type { CompleteSignIn, TwoFactorAttempt } from '../../lib/sign-in.ts';

/**
 * What this feature's sign-in pages (/two-fa, /two-fa-qr-setup, /two-fa-code-setup) are given of the sign-in in
 * progress, which the auth feature holds: their route modules (app/routes/sign-in) pass it.
 */
export interface SignInStepProps {
  /** The challenge of this page's kind, or null (none, or the other kind): the page goes back to the login. */
  attempt: TwoFactorAttempt | null;
  /** Closed, or back to the login: the challenge can no longer be used. */
  abandon(): void;
  /** Follows the answer that signs in (the token, then the session). */
  completeSignIn: CompleteSignIn;
  /** Keeps the secret of the set-up started for the attempt, so that going back does not start it again. */
  holdSetup(setup: { url: string; secret: string }): void;
}
