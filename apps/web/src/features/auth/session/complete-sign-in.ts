import type { LoginTokenResponse } from '@portal/contracts';
import type { CompleteSignIn } from '../../../lib/sign-in.ts';
import { loginErrorSet, ssoLogoutUrlReceived } from '../../../lib/state/session-slice.ts';
import { holdAccessToken, startSession } from './session-lifecycle.ts';
import { beginTwoFactorAttempt, endTwoFactorAttempt } from './two-factor-attempt.ts';

/**
 * The login token response (spec section 3) is the answer of every call that signs someone in: the password
 * login, the account activation, a two-factor code and a grant's link. One place decides where such an answer
 * leads, as the server's completeSignIn is where every method ends. The other features' sign-in pages are given
 * it by their route modules (app/routes/sign-in).
 */

/** The body as a (possibly partial) token answer, or null when it is not an object at all. */
export function asTokenAnswer(body: unknown): Partial<LoginTokenResponse> | null {
  return body && typeof body === 'object' ? (body as Partial<LoginTokenResponse>) : null;
}

/**
 * The user a challenge is for. The set-up calls name the user in their path (`/api/v2/user/{id}/mfa`), but the
 * login token response of the contract has no user id yet: read it when the server sends one.
 */
function challengeUserId(answer: Partial<LoginTokenResponse> & { userId?: unknown }): string | null {
  return typeof answer.userId === 'string' && answer.userId !== '' ? answer.userId : null;
}

/**
 * A successful token answer: the two-factor branches (no token yet; the challenge is held for the next page), or
 * the token held and the login setup run. Null when the answer has neither a token nor a branch, or a branch
 * without its challenge (the caller treats it as a failure).
 */
export const completeSignIn: CompleteSignIn = (body, options) => async (dispatch) => {
  const answer = asTokenAnswer(body);
  if (!answer) return null;
  dispatch(loginErrorSet(null));
  dispatch(ssoLogoutUrlReceived(answer.ssoLogoutUrl ?? null));
  const { challenge } = answer;
  if ((answer.is_should_setup_2fa || answer.is_should_validate_2fa) && challenge) {
    const kind = answer.is_should_setup_2fa ? 'setup' : 'validate';
    const landing = options?.landing ? { landing: options.landing } : {};
    beginTwoFactorAttempt({ kind, challenge, userId: challengeUserId(answer), ...landing });
    return { kind: kind === 'setup' ? 'twoFactorSetup' : 'twoFactor' };
  }
  if (answer.access_token && answer.expires_in) {
    holdAccessToken(dispatch, answer.access_token, answer.expires_in);
    const started = await dispatch(startSession());
    // Only now: a two-factor page still showing must see the session (or its end) before the attempt goes.
    endTwoFactorAttempt();
    return started ? { kind: 'signedIn' } : { kind: 'setupFailed' };
  }
  return null;
};
