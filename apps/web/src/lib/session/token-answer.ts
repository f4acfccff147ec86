import type { LoginTokenResponse } from '@portal/contracts';
import type { AppDispatch } from '../state/hooks.ts';
import { loginErrorSet, ssoLogoutUrlReceived } from '../state/session-slice.ts';
import { holdAccessToken, startSession } from './session-lifecycle.ts';

/**
 * The login token response (spec section 3) is the answer of every call that signs someone in: the password login
 * and the account activation. One place decides where such an answer leads.
 */

export type SignInOutcome =
  | { kind: 'signedIn' }
  | { kind: 'twoFactorSetup'; challenge: string | null }
  | { kind: 'twoFactor'; challenge: string | null }
  /** A token arrived but the login setup failed: the session has been ended with the generic message. */
  | { kind: 'setupFailed' };

/** The body as a (possibly partial) token answer, or null when it is not an object at all. */
export function asTokenAnswer(body: unknown): Partial<LoginTokenResponse> | null {
  return body && typeof body === 'object' ? (body as Partial<LoginTokenResponse>) : null;
}

/**
 * A successful token answer: the two-factor branches (no token yet), or the token held and the login setup run.
 * Null when the answer has neither a token nor a branch (the caller treats it as a failure).
 */
export async function followTokenAnswer(
  dispatch: AppDispatch,
  answer: Partial<LoginTokenResponse>,
): Promise<SignInOutcome | null> {
  dispatch(loginErrorSet(null));
  dispatch(ssoLogoutUrlReceived(answer.ssoLogoutUrl ?? null));
  if (answer.is_should_setup_2fa) return { kind: 'twoFactorSetup', challenge: answer.challenge ?? null };
  if (answer.is_should_validate_2fa) return { kind: 'twoFactor', challenge: answer.challenge ?? null };
  if (answer.access_token && answer.expires_in) {
    holdAccessToken(dispatch, answer.access_token, answer.expires_in);
    return (await dispatch(startSession())) ? { kind: 'signedIn' } : { kind: 'setupFailed' };
  }
  return null;
}
