import type { LoginSetupResponse } from '@portal/contracts';
import { callEndpoint } from '../../../lib/endpoint-request.ts';
import { i18n } from '../../../lib/i18n.ts';
import { browserNavigation } from '../../../lib/leave-app.ts';
import { setPortalClockOffset } from '../../../lib/portal-clock.ts';
import { resetRegisteredState } from '../../../lib/state/app-reset.ts';
import type { AppDispatch, AppThunk } from '../../../lib/state/hooks.ts';
import { pausePersistence, resumePersistence } from '../../../lib/state/persistence.ts';
import {
  masqueradeChanged,
  sessionEnded,
  sessionRestoreStarted,
  sessionStarted,
} from '../../../lib/state/session-slice.ts';
import { accessTokenLifetimeLeft, clearAccessToken, setAccessToken } from './access-token.ts';
import {
  clearLoggedInFlag,
  clearSignedInStorage,
  hasLoggedInFlag,
  setLoggedInFlag,
} from './stored-session.ts';
import { endTwoFactorAttempt } from './two-factor-attempt.ts';

/**
 * The session's life (spec section 4): a token is held, GET /api/login/setup turns it into a signed-in session,
 * a timer refreshes the token shortly before it expires, and the session ends by logout, by a 401, or when a
 * refresh is refused.
 */

/** Refresh this long before the access token expires. */
const REFRESH_MARGIN_MS = 60_000;
/** After a refresh that got no answer at all (network down), try again this much later while the token lasts. */
const REFRESH_RETRY_MS = 15_000;

let refreshTimer: ReturnType<typeof setTimeout> | null = null;
let loggingOut = false;

/**
 * What another feature must know of a new session before its first page opens (ccv-only mode, the vouchers
 * feature's): a step run with the login setup, after the session has started. This feature cannot import the
 * others; the app adds their steps (connectSession in app/store.ts).
 */
export type SessionStartStep = (setup: LoginSetupResponse) => AppThunk<Promise<void>>;

const startSteps = new Set<SessionStartStep>();

export function addSessionStartStep(step: SessionStartStep): void {
  startSteps.add(step);
}

export function cancelRefresh(): void {
  if (refreshTimer !== null) clearTimeout(refreshTimer);
  refreshTimer = null;
}

function scheduleRefresh(dispatch: AppDispatch, delayMs: number): void {
  cancelRefresh();
  refreshTimer = setTimeout(() => void dispatch(refreshAccessToken()), delayMs);
}

/** Holds a new access token in memory, sets the loggedIn hint and schedules the silent refresh. */
export function holdAccessToken(dispatch: AppDispatch, token: string, expiresInSeconds: number): void {
  setAccessToken(token, expiresInSeconds);
  setLoggedInFlag();
  const lifetime = expiresInSeconds * 1000;
  scheduleRefresh(dispatch, Math.max(lifetime - REFRESH_MARGIN_MS, lifetime / 2));
}

/** Ends the session in this browser: token, timers, stored hints, and every piece of user state. */
export function endSession(reason?: string | null): AppThunk<void> {
  return (dispatch) => {
    cancelRefresh();
    clearAccessToken();
    endTwoFactorAttempt();
    clearSignedInStorage();
    pausePersistence();
    dispatch(sessionEnded({ reason }));
    resetRegisteredState(dispatch);
    resumePersistence();
  };
}

/**
 * GET /api/login/setup: logged out becomes logged in. The answer is server data, kept in RTK Query's cache
 * (lib/state/login-setup-api.ts, loaded now: the login page carries no RTK Query); the session slice takes the
 * session's part, and the other features' start steps run. A failure logs out with the generic message, or the
 * account-problem one when the account was refused.
 */
export function startSession(): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    const answer = await import('../../../lib/state/login-setup-api.ts')
      .then(({ fetchLoginSetup }) => dispatch(fetchLoginSetup()))
      .catch(() => undefined);
    const setup = answer?.data;
    if (setup) {
      // The demo's clock (issue 35): the web app's dates and its banner follow the portal's.
      setPortalClockOffset(setup.demoClock?.offsetMs ?? 0);
      dispatch(sessionStarted(setup));
      for (const step of startSteps) await dispatch(step(setup));
      return true;
    }
    dispatch(
      endSession(i18n.t(isAccountRefused(answer?.error) ? 'login.errors.account' : 'login.errors.generic')),
    );
    return false;
  };
}

/**
 * The setup refused the signed-in person's account as it stands (403, 404, 409: the session is good, the account
 * is not usable), as opposed to a session that ended (401), a server fault or no answer, which keep the generic
 * message (spec section 8: 'Unfortunately we are experiencing a problem with your account...').
 */
function isAccountRefused(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 402 && status < 500;
}

/** At start: with the loggedIn hint set, a refresh then the login setup restore the session. */
export function restoreSession(): AppThunk<Promise<void>> {
  return async (dispatch) => {
    if (!hasLoggedInFlag()) return;
    dispatch(sessionRestoreStarted());
    // The login setup's code downloads beside the refresh rather than after it (issue 37: the first page's chain).
    void import('../../../lib/state/login-setup-api.ts').catch(() => undefined);
    const result = await callEndpoint('refresh', undefined, { anonymous: true });
    if (result.ok) {
      dispatch(masqueradeChanged(result.data.masquerade ?? null));
      holdAccessToken(dispatch, result.data.access_token, result.data.expires_in);
      await dispatch(startSession());
      return;
    }
    // The hint was stale (expired or revoked session): drop it and stay signed out.
    clearLoggedInFlag();
    dispatch(sessionEnded());
  };
}

/** The silent refresh before the token expires. Not user activity: it never holds off the idle prompt. */
export function refreshAccessToken(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const result = await callEndpoint('refresh', undefined, { anonymous: true, background: true });
    if (result.ok) {
      holdAccessToken(dispatch, result.data.access_token, result.data.expires_in);
      // The refresh cookie is the browser's, not the tab's: opening a masquerade link in another tab replaces
      // the session. This tab then follows it (headers, user, banner) rather than failing every request.
      const masquerade = result.data.masquerade ?? null;
      if (masquerade?.userId !== getState().session.masquerade?.userId) {
        dispatch(masqueradeChanged(masquerade));
        await dispatch(startSession());
      }
      return;
    }
    if (!getState().session.loggedIn) return;
    const left = accessTokenLifetimeLeft() ?? 0;
    if (result.status === null && left > REFRESH_RETRY_MS) {
      scheduleRefresh(dispatch, REFRESH_RETRY_MS);
      return;
    }
    await dispatch(forceLogout(result.error));
  };
}

/**
 * A 401 while signed in (spec section 8): logged out with the server's message, shown on the login page, and
 * sent to the single-sign-on logout address when there is one (otherwise the access guard sends the user to /).
 */
export function forceLogout(message: string): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { loggedIn, ssoLogoutUrl } = getState().session;
    if (!loggedIn || loggingOut) return;
    dispatch(endSession(message));
    // Best effort: clear the refresh cookie too, so this browser holds nothing of the old session.
    void callEndpoint('userLogout', undefined, { anonymous: true, background: true });
    if (ssoLogoutUrl) browserNavigation.leaveTo(ssoLogoutUrl);
  };
}

export type LogoutResult = { ok: true; ssoLogoutUrl: string | null } | { ok: false };

/** /logout: POST /api/logout, then DELETE /api/user/logout, then the reset (spec section 4). */
export function logout(): AppThunk<Promise<LogoutResult>> {
  return async (dispatch, getState) => {
    loggingOut = true;
    try {
      // A 401 means the server has already ended the session: that is what logging out wants.
      const done = (status: number | null, ok: boolean) => ok || status === 401;
      const first = await callEndpoint('logout');
      if (!done(first.status, first.ok)) return { ok: false };
      const second = await callEndpoint('userLogout');
      if (!done(second.status, second.ok)) return { ok: false };
      const { ssoLogoutUrl } = getState().session;
      dispatch(endSession());
      return { ok: true, ssoLogoutUrl };
    } finally {
      loggingOut = false;
    }
  };
}
