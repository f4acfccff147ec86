import type { ActivateRequest } from '@portal/contracts';
import type { PasswordCheck } from '@portal/contracts/password-rules';
import { deviceToken } from '../../lib/device-token.ts';
import { callEndpoint } from '../../lib/endpoint-request.ts';
import type { CompleteSignIn, SignInOutcome } from '../../lib/sign-in.ts';
import type { AppThunk } from '../../lib/state/hooks.ts';

export type ActivationOutcome =
  | SignInOutcome
  | {
      kind: 'refused';
      /** 422: the password broke a rule; 410: the link can no longer be used; null: no answer arrived. */
      status: number | null;
      error: string;
      checks?: PasswordCheck[];
    };

/**
 * PATCH /api/user/activate (spec section 7, Activation): sets the first password and answers like the password
 * login, so the same token handling (the auth feature's completeSignIn, given by the route module) signs the person
 * in or branches to two-factor set-up.
 */
export function activateAccount(
  request: Omit<ActivateRequest, 'deviceToken'>,
  completeSignIn: CompleteSignIn,
): AppThunk<Promise<ActivationOutcome>> {
  return async (dispatch) => {
    const sent = { ...request, deviceToken: await deviceToken() };
    const result = await callEndpoint('activate', { body: sent }, { anonymous: true });
    const outcome = result.ok ? await dispatch(completeSignIn(result.data)) : null;
    if (outcome) return outcome;
    const body = (result.ok ? null : result.body) as { checks?: PasswordCheck[] } | null;
    return {
      kind: 'refused',
      status: result.status,
      error: result.ok ? '' : result.error,
      checks: Array.isArray(body?.checks) ? body.checks : undefined,
    };
  };
}
