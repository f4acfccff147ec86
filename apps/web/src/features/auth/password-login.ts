import type { LoginTokenResponse } from '@portal/contracts';
import { deviceToken } from '../../lib/device-token.ts';
import { callEndpoint } from '../../lib/endpoint-request.ts';
import { i18n } from '../../lib/i18n.ts';
import type { SignInOutcome } from '../../lib/sign-in.ts';
import type { AppThunk } from '../../lib/state/hooks.ts';
import { loginErrorSet } from '../../lib/state/session-slice.ts';
import { asTokenAnswer, completeSignIn } from './session/complete-sign-in.ts';

/**
 * The two calls of the login page (spec section 7): the login-URL check for an e-mail, then the password login.
 * The answers set the login error banner's text in the session (spec section 8, Login failure).
 */

export type LoginMethod = { kind: 'singleSignOn'; url: string } | { kind: 'password' } | { kind: 'error' };

/** POST /api/login/url: a url in the answer means single sign-on. */
export function lookUpLoginMethod(email: string): AppThunk<Promise<LoginMethod>> {
  return async (dispatch) => {
    const result = await callEndpoint('loginUrl', { body: { email } }, { anonymous: true });
    if (!result.ok || !result.data) {
      dispatch(loginErrorSet(i18n.t('login.errors.loginUrl')));
      return { kind: 'error' };
    }
    return result.data.url ? { kind: 'singleSignOn', url: result.data.url } : { kind: 'password' };
  };
}

export interface LoginAttempt {
  email: string;
  password: string;
  /** The robot check's solution, once the server has asked for one. */
  recaptcha?: string;
}

type FailedLogin = {
  kind: 'failed';
  showRecaptcha: boolean;
  locked: boolean;
  /** The server did not recognise the e-mail and password (the fields then say so). */
  credentialsRejected: boolean;
  /** The server refused the robot check's solution (missing, expired or already used). */
  robotCheckRefused: boolean;
};

export type LoginOutcome = Exclude<SignInOutcome, { kind: 'setupFailed' }> | FailedLogin;

/** The banner's text for a failed login: locked, else the server's error_message or message, else generic. */
function failureMessage(answer: Partial<LoginTokenResponse> | null): string {
  if (answer?.userAccountLocked) return i18n.t('login.errors.locked');
  return answer?.error_message || answer?.message || i18n.t('login.errors.generic');
}

/** POST /api/login, then, on success, the login setup; or the branch to two-factor set-up or entry. */
export function passwordLogin({ email, password, recaptcha }: LoginAttempt): AppThunk<Promise<LoginOutcome>> {
  return async (dispatch) => {
    const body = { email, password, deviceToken: await deviceToken(), ...(recaptcha ? { recaptcha } : {}) };
    const result = await callEndpoint('login', { body }, { anonymous: true });
    const answer = asTokenAnswer(result.ok ? result.data : result.body);
    const outcome = result.ok && answer ? await dispatch(completeSignIn(answer)) : null;
    if (outcome?.kind === 'setupFailed') {
      return {
        kind: 'failed',
        showRecaptcha: false,
        locked: false,
        credentialsRejected: false,
        robotCheckRefused: false,
      };
    }
    if (outcome) return outcome;
    const locked = answer?.userAccountLocked === true;
    const robotCheckRefused = answer?.error_message === i18n.t('login.errors.robot');
    dispatch(loginErrorSet(failureMessage(answer)));
    return {
      kind: 'failed',
      showRecaptcha: answer?.showRecaptcha === true,
      locked,
      credentialsRejected: result.status === 401 && !locked && !robotCheckRefused,
      robotCheckRefused,
    };
  };
}
