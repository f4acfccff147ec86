import {
  MASQUERADE_LINK_EXPIRED_MESSAGE,
  SIGN_IN_GRANT_PREFIXES,
  SIGN_IN_LINK_FAILED_MESSAGE,
  type SsoLoginRequest,
  type SsoLoginResponse,
} from '@portal/contracts';
import { deviceToken } from '../../lib/device-token.ts';
import { callEndpoint } from '../../lib/endpoint-request.ts';
import type { CompleteSignIn, SignInOutcome } from '../../lib/sign-in.ts';
import type { AppThunk } from '../../lib/state/hooks.ts';
import { masqueradeChanged } from '../../lib/state/session-slice.ts';

/** A masquerade link's token starts with 'msq' (spec section 2). */
export function isMasqueradeToken(token: string): boolean {
  return token.startsWith(SIGN_IN_GRANT_PREFIXES.masquerade);
}

/** Spec section 2: the expired-masquerade message for 'msq' tokens, the generic one for any other. */
export function grantFailure(token: string): string {
  return isMasqueradeToken(token) ? MASQUERADE_LINK_EXPIRED_MESSAGE : SIGN_IN_LINK_FAILED_MESSAGE;
}

export type GrantSignInOutcome =
  Exclude<SignInOutcome, { kind: 'setupFailed' }> | { kind: 'failed'; message: string };

function schemeYearOf(segment: string | undefined): number | undefined {
  if (!segment || !/^\d{4}$/.test(segment)) return undefined;
  return Number(segment);
}

/**
 * /sso-login/{token}/{schemeYear}: POST /api/login/sso exchanges a one-time link (masquerade, magic link or
 * single sign-on) for a session, which then starts like any other (the auth feature's completeSignIn, given by
 * the route module). A masquerade answer names the acted-as user: the masquerade headers go on every request
 * from the login setup on.
 */
export function signInWithGrant(
  token: string,
  schemeYearSegment: string | undefined,
  completeSignIn: CompleteSignIn,
  /** The portal page an IdP-initiated SAML sign-in names: where the two-factor step, if any, ends too. */
  landing?: string,
): AppThunk<Promise<GrantSignInOutcome>> {
  return async (dispatch) => {
    const masqueradeSchemeYear = schemeYearOf(schemeYearSegment);
    const body: SsoLoginRequest = {
      ssoToken: token,
      deviceToken: await deviceToken(),
      ...(masqueradeSchemeYear ? { masqueradeSchemeYear } : {}),
    };
    const result = await callEndpoint('loginSso', { body }, { anonymous: true });
    const answer = result.ok && result.data && typeof result.data === 'object' ? result.data : null;
    if (!answer) return { kind: 'failed', message: grantFailure(token) };
    const actedAs = (answer as Partial<SsoLoginResponse>).masqueradeUserId;
    if (actedAs && masqueradeSchemeYear) {
      dispatch(masqueradeChanged({ userId: actedAs, schemeYear: masqueradeSchemeYear }));
    }
    const outcome = await dispatch(completeSignIn(answer, landing ? { landing } : undefined));
    if (!outcome || outcome.kind === 'setupFailed') return { kind: 'failed', message: grantFailure(token) };
    return outcome;
  };
}
