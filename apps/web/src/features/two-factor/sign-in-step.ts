import type {
  TwoFactorEnforcedRequest,
  TwoFactorLoginRequest,
  TwoFactorValidateRequest,
} from '@portal/contracts';
import type { ApiResult } from '../../lib/api-client.ts';
import { deviceToken } from '../../lib/device-token.ts';
import { callEndpoint } from '../../lib/endpoint-request.ts';
import { addTexts, i18n } from '../../lib/i18n.ts';
import type { CompleteSignIn, TwoFactorAttempt } from '../../lib/sign-in.ts';
import type { AppThunk } from '../../lib/state/hooks.ts';
import { step } from './api.ts';
import { refusalOf, type Refusal } from './refusal.ts';
import twoFactorTexts from '../../i18n/en-GB/two-factor.json';

addTexts(twoFactorTexts);

/**
 * The two-factor step of a sign-in: what this feature's sign-in pages are given, and the calls they make. During
 * sign-in the calls carry the login answer's challenge and this browser's device token and are anonymous (spec
 * section 7; docs/spec-deviations.md).
 */

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

export type SignInStepResult =
  | { kind: 'signedIn' }
  /** A token arrived but the login setup failed: the session was ended with the generic message. */
  | { kind: 'setupFailed' }
  | { kind: 'refused'; refusal: Refusal };

/**
 * A sign-in step that answers the login token response: signs in as the password login does (the auth feature's
 * completeSignIn, which the route module gives the page).
 */
function signInStep(
  call: Promise<ApiResult<unknown>>,
  completeSignIn: CompleteSignIn,
): AppThunk<Promise<SignInStepResult>> {
  return async (dispatch) => {
    const result = await call;
    if (!result.ok) return { kind: 'refused', refusal: refusalOf(result) };
    const outcome = await dispatch(completeSignIn(result.data));
    if (outcome?.kind === 'signedIn' || outcome?.kind === 'setupFailed') return outcome;
    // A success without a token: nothing to sign in with.
    return { kind: 'refused', refusal: { lines: [i18n.t('twoFactor.refused')], codes: [] } };
  };
}

/** POST /api/login/mfa: the code after the password. */
export function signInWithCode(
  attempt: TwoFactorAttempt,
  code: string,
  completeSignIn: CompleteSignIn,
): AppThunk<Promise<SignInStepResult>> {
  return async (dispatch) => {
    const body: TwoFactorLoginRequest = {
      code,
      challenge: attempt.challenge,
      deviceToken: await deviceToken(),
    };
    return dispatch(signInStep(callEndpoint('loginMfa', { body }, { anonymous: true }), completeSignIn));
  };
}

/** POST /api/employee/mfa/validate/enforced: the set-up's second code, which turns two-factor on and signs in. */
export function completeEnforcedSetup(
  attempt: TwoFactorAttempt,
  code: string,
  completeSignIn: CompleteSignIn,
): AppThunk<Promise<SignInStepResult>> {
  return async (dispatch) => {
    const body: TwoFactorEnforcedRequest = {
      code,
      challenge: attempt.challenge,
      deviceToken: await deviceToken(),
      secret: attempt.setup?.secret,
    };
    return dispatch(
      signInStep(callEndpoint('mfaValidateEnforced', { body }, { anonymous: true }), completeSignIn),
    );
  };
}

/** POST /api/v2/user/{id}/mfa with the challenge: the secret of the set-up during sign-in. */
export async function startSignInSetup(attempt: TwoFactorAttempt & { userId: string }) {
  const body = { challenge: attempt.challenge, deviceToken: await deviceToken() };
  return step(await callEndpoint('mfaSetup', { params: { id: attempt.userId }, body }, { anonymous: true }));
}

/** POST /api/v2/user/{id}/mfa/validate, type temporary, with the challenge: the set-up's first code. */
export async function checkSignInSetupCode(attempt: TwoFactorAttempt & { userId: string }, code: string) {
  const body: TwoFactorValidateRequest = {
    code,
    type: 'temporary',
    secret: attempt.setup?.secret,
    challenge: attempt.challenge,
    deviceToken: await deviceToken(),
  };
  return step(
    await callEndpoint('mfaValidate', { params: { id: attempt.userId }, body }, { anonymous: true }),
  );
}
