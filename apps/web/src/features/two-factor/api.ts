import type {
  LoginTokenResponse,
  TwoFactorDisableRequest,
  TwoFactorEnforcedRequest,
  TwoFactorLoginRequest,
  TwoFactorSetupResponse,
  TwoFactorValidateRequest,
  User,
} from '@portal/contracts';
import { apiPaths, pathTo } from '@portal/contracts/api-paths';
import { apiRequest, type ApiResult } from '../../lib/api-client.ts';
import { deviceToken } from '../../lib/device-token.ts';
import { addTexts, i18n } from '../../lib/i18n.ts';
import { asTokenAnswer, followTokenAnswer } from '../../lib/session/token-answer.ts';
import type { TwoFactorAttempt } from '../../lib/session/two-factor-attempt.ts';
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

function post<T>(path: string, body?: unknown, anonymous = false) {
  return apiRequest<T>({ path, method: 'POST', body, anonymous });
}

export type SignInStepResult =
  | { kind: 'signedIn' }
  /** A token arrived but the login setup failed: the session was ended with the generic message. */
  | { kind: 'setupFailed' }
  | { kind: 'refused'; refusal: Refusal };

/** A sign-in step that answers the login token response: signs in as the password login does. */
function signInStep(path: string, body: unknown): AppThunk<Promise<SignInStepResult>> {
  return async (dispatch) => {
    const result = await post<LoginTokenResponse>(path, body, true);
    if (!result.ok) return { kind: 'refused', refusal: refusalOf(result) };
    const answer = asTokenAnswer(result.data);
    const outcome = answer ? await followTokenAnswer(dispatch, answer) : null;
    if (outcome?.kind === 'signedIn' || outcome?.kind === 'setupFailed') return outcome;
    // A success without a token: nothing to sign in with.
    return { kind: 'refused', refusal: { lines: [i18n.t('twoFactor.refused')], codes: [] } };
  };
}

/** POST /api/login/mfa: the code after the password. */
export function signInWithCode(attempt: TwoFactorAttempt, code: string): AppThunk<Promise<SignInStepResult>> {
  return async (dispatch) => {
    const body: TwoFactorLoginRequest = {
      code,
      challenge: attempt.challenge,
      deviceToken: await deviceToken(),
    };
    return dispatch(signInStep(apiPaths.loginMfa, body));
  };
}

/** POST /api/employee/mfa/validate/enforced: the set-up's second code, which turns two-factor on and signs in. */
export function completeEnforcedSetup(
  attempt: TwoFactorAttempt,
  code: string,
): AppThunk<Promise<SignInStepResult>> {
  return async (dispatch) => {
    const body: TwoFactorEnforcedRequest = {
      code,
      challenge: attempt.challenge,
      deviceToken: await deviceToken(),
      secret: attempt.setup?.secret,
    };
    return dispatch(signInStep(apiPaths.mfaValidateEnforced, body));
  };
}

/** POST /api/v2/user/{id}/mfa with the challenge: the secret of the set-up during sign-in. */
export async function startSignInSetup(attempt: TwoFactorAttempt & { userId: string }) {
  const body = { challenge: attempt.challenge, deviceToken: await deviceToken() };
  return step(
    await post<TwoFactorSetupResponse>(pathTo(apiPaths.userMfa, { id: attempt.userId }), body, true),
  );
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
    await post<{ valid: true }>(pathTo(apiPaths.userMfaValidate, { id: attempt.userId }), body, true),
  );
}

/** POST /api/v2/user/{id}/mfa with the bearer token: a signed-in person starts turning two-factor on. */
export async function startProfileSetup(userId: string) {
  // An empty JSON object, not no body: a POST without one reaches the server's validation as null.
  return step(await post<TwoFactorSetupResponse>(pathTo(apiPaths.userMfa, { id: userId }), {}));
}

/** POST /api/v2/user/{id}/mfa/validate with the bearer token: temporary (first code), then complete. */
export async function checkProfileCode(
  userId: string,
  code: string,
  type: 'temporary' | 'complete',
  secret: string,
) {
  const body: TwoFactorValidateRequest = { code, type, secret };
  return step(
    await post<{ valid?: true; enabled?: boolean }>(pathTo(apiPaths.userMfaValidate, { id: userId }), body),
  );
}

/** POST /api/v2/user/{id}/mfa/disable: the password, a code and a reason. */
export async function disableTwoFactor(userId: string, body: TwoFactorDisableRequest) {
  return step(await post<{ enabled: boolean }>(pathTo(apiPaths.userMfaDisable, { id: userId }), body));
}

/**
 * After turning two-factor on or off: GET /api/user refreshes the session's flags (the menu offers the other
 * action). If that fails, the change's own answer is what we know.
 */
export function refreshTwoFactorState(enabled: boolean): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const result = await apiRequest<User>({ path: apiPaths.user });
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
