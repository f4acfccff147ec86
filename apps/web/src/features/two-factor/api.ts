import type { TwoFactorDisableRequest, TwoFactorValidateRequest } from '@portal/contracts';
import type { ApiResult } from '../../lib/api-client.ts';
import { callEndpoint } from '../../lib/endpoint-request.ts';
import { addTexts } from '../../lib/i18n.ts';
import type { AppThunk } from '../../lib/state/hooks.ts';
import { twoFactorStateReceived } from '../../lib/state/session-slice.ts';
import { refusalOf, type Refusal } from './refusal.ts';
import twoFactorTexts from '../../i18n/en-GB/two-factor.json';

addTexts(twoFactorTexts);

/**
 * The two-factor calls of a signed-in person (spec section 7; docs/spec-deviations.md), which carry the bearer
 * token: turning two-factor on or off from Profile Settings. The calls during sign-in are sign-in-step.ts's.
 */

export type StepResult<T> = { ok: true; data: T } | { ok: false; refusal: Refusal };

export function step<T>(result: ApiResult<T>): StepResult<T> {
  return result.ok ? { ok: true, data: result.data } : { ok: false, refusal: refusalOf(result) };
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
