import type { AppThunk } from './state/hooks.ts';

/**
 * What a sign-in method needs of the session, and nothing more: types only. Every method (the password, an
 * account's activation, a two-factor code, a grant's link) ends in the auth feature's completeSignIn, and a
 * two-factor step reads the challenge auth holds. Features do not import one another, so a method's pages get
 * these from the route modules that compose them (app/routes/sign-in), typed by this contract.
 */

/** Where a sign-in answer led. */
export type SignInOutcome =
  | { kind: 'signedIn' }
  /** The two-factor branches: the challenge is held in memory (TwoFactorAttempt), never in the route. */
  | { kind: 'twoFactorSetup' }
  | { kind: 'twoFactor' }
  /** A token arrived but the login setup failed: the session has been ended with the generic message. */
  | { kind: 'setupFailed' };

/**
 * Follows an answer shaped as the login token response (spec section 3): holds the token and starts the
 * session, or holds the two-factor challenge. Null when the answer has neither (the caller's failure).
 */
export type CompleteSignIn = (
  answer: unknown,
  /** Where the sign-in lands once done, past a two-factor step too (an IdP-initiated SAML sign-in's page). */
  options?: { landing?: string },
) => AppThunk<Promise<SignInOutcome | null>>;

/**
 * The two-factor step of a sign-in in progress: the login (or activation) answer's challenge, and during set-up
 * the new secret.
 */
export interface TwoFactorAttempt {
  /** 'validate': a code for an enabled two-factor; 'setup': the tenant requires a set-up first. */
  kind: 'validate' | 'setup';
  /** Single use, 5 minutes, bound to the user, the tenant and this device. */
  challenge: string;
  /** The user the challenge is for, when the answer names it (the set-up calls have it in their path). */
  userId: string | null;
  /** The pending set-up (POST /api/v2/user/{id}/mfa), kept so that going back does not start it again. */
  setup?: { url: string; secret: string };
  /**
   * The portal page to land on once the code signs in, instead of home (checked by the page that set it). A
   * set-up still ends on home, which says that two-factor is now on.
   */
  landing?: string;
}
