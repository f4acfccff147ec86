/**
 * The last step of every sign-in that proved who the person is (a password, an activation, a magic link):
 * a session, or, when the person has two-factor on or must (two-factor-policy.ts), a challenge for the second
 * factor instead (the two-factor step then opens the session). One place decides whether a second factor is
 * needed.
 */
import type { Database } from '../../db/client.ts';
import type { ClientRow } from '../../db/schema/index.ts';
import { recordAudit, type RequestOrigin } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { issueTwoFactorChallenge, type SsoFacts } from './challenges.ts';
import {
  openSession,
  type IssuedTokens,
  type Sessions,
  type SessionUser,
  type SignInMethod,
} from './sessions.service.ts';
import { twoFactorRequired } from './two-factor-policy.ts';

export type SignInStep =
  | { kind: 'signedIn'; tokens: IssuedTokens }
  | { kind: 'secondFactor'; setup: boolean; challenge: string; userId: string };

export interface SignInCandidate extends SessionUser {
  /** When two-factor was turned on; null while it is off. */
  totpEnabledAt: Date | null;
}

export interface SignInRequest {
  deviceToken: string | null | undefined;
  origin: RequestOrigin;
  via: SignInMethod;
  /** A single-sign-on sign-in whose provider's MFA the client does not trust: the session records these. */
  sso?: SsoFacts | null;
}

export type CompleteSignIn = (
  tenant: ClientRow,
  user: SignInCandidate,
  request: SignInRequest,
) => Promise<SignInStep>;

export function createCompleteSignIn(deps: {
  db: Database;
  clock: Clock;
  sessions: Sessions;
}): CompleteSignIn {
  const { db, clock, sessions } = deps;
  return async (tenant, user, { deviceToken, origin, via, sso }) => {
    const twoFactorOn = user.totpEnabledAt !== null;
    if (!twoFactorOn && !twoFactorRequired(tenant, user.userType)) {
      const tokens = await openSession(sessions, user, {
        tenantId: tenant.id,
        deviceToken: deviceToken || null,
        origin,
        via,
        identityProviderId: sso?.identityProviderId ?? null,
        ssoLogoutUrl: sso?.ssoLogoutUrl ?? null,
      });
      return { kind: 'signedIn', tokens };
    }
    // No session until the second factor: the answer carries a challenge for that step instead.
    const at = clock();
    const setup = !twoFactorOn;
    const challenge = await issueTwoFactorChallenge(db, {
      clientId: tenant.id,
      userId: user.id,
      kind: setup ? 'setup' : 'validate',
      deviceToken,
      sso: sso ?? null,
      at,
    });
    await recordAudit(db, {
      type: 'login.second_factor_required',
      clientId: tenant.id,
      userId: user.id,
      detail: via === 'password' ? { setup } : { setup, via },
      ...origin,
      at,
    });
    return { kind: 'secondFactor', setup, challenge, userId: user.id };
  };
}
