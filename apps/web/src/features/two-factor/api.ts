import type {
  TwoFactorDisableRequest,
  TwoFactorEnforcedRequest,
  TwoFactorLoginRequest,
  TwoFactorValidateRequest,
} from '@portal/contracts';
import type { ApiResult } from '../../lib/api-client.ts';
import { callEndpoint } from '../../lib/endpoint-request.ts';
import { deviceToken } from '../../lib/device-token.ts';
import { addTexts, i18n } from '../../lib/i18n.ts';
import type { CompleteSignIn, TwoFactorAttempt } from '../../lib/sign-in.ts';
import type { AppThunk } from '../../lib/state/hooks.ts';
import { twoFactorStateReceived } from '../../lib/state/session-slice.ts';
import { refusalOf, type Refusal } from './refusal.ts';
import twoFactorTexts from '../../i18n/en-GB/two-factor.json';

addTexts(twoFactorTexts);

/**
 * The two-factor calls (spec section 7; docs/spec-deviations.md). During sign-in they carry the login answer's
 * challenge and this browser's device token and are anonymous; a signed-in person's carry the bearer token.
 */

export type StepResult<T> = { ok: true; data: T } | { ok: false; refusal: Refusal };

function step<T>(result: ApiResult<T>): StepResult<T> {
  return result.ok ? { ok: true, data: result.data } : { ok: false, refusal: refusalOf(result) };
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

/** POST /api/v2/user/{id}/mfa with the bearer token: a signed-in person starts turning two-factor on. */
export async function startProfileSetup(userId: string) {
  // An empty JSON object, not no body: a POST without one reaches the server's validation as null.
  return step(await callEndpoint('mfaSetup', { params: { id: userId }, body: {} }));
}

/** POST /api/v2/user/{id}/mfa/validate with the bearer token: temporary (first code), then complete. */
export async function checkProfileCode(
  userId: string,
  code: string,
  type: 'temporary' | 'complete',
  secret: string,
) {
  const body: TwoFactorValidateRequest = { code, type, secret };
  return step(await callEndpoint('mfaValidate', { params: { id: userId }, body }));
}

/** POST /api/v2/user/{id}/mfa/disable: the password, a code and a reason. */
export async function disableTwoFactor(userId: string, body: TwoFactorDisableRequest) {
  return step(await callEndpoint('mfaDisable', { params: { id: userId }, body }));
}

/**
 * After turning two-factor on or off: GET /api/user refreshes the session's flags (the menu offers the other
 * action). If that fails, the change's own answer is what we know.
 */
export function refreshTwoFactorState(enabled: boolean): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const result = await callEndpoint('getUser');
    if (result.ok && result.data) {
      dispatch(
        twoFactorStateReceived({
          enabled: result.data.twoFactorEnabled,
          enforced: result.data.twoFactorEnforced,
        }),
      );
    } else {
      dispatch(twoFactorStateReceived({ enabled }));
    }
  };
}
