/**
 * Two-factor challenges (architecture section 7; docs/spec-deviations.md): when a password sign-in or an
 * activation needs a second factor, the answer carries a challenge instead of a session, and the browser keeps
 * no password. 256 random bits, only the SHA-256 stored; 5 minutes; bound to the user, the host's tenant and the
 * device token given with the password.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { TwoFactorChallengeKind, TwoFactorChallengeRow } from '../../db/schema/index.ts';
import { findChallenge, insertChallenge } from './challenges.repository.ts';

export const CHALLENGE_VALID_MS = 5 * 60 * 1000;
const CHALLENGE_FORMAT = /^[A-Za-z0-9_-]{43}$/;

function challengeHash(challenge: string): Buffer | null {
  return CHALLENGE_FORMAT.test(challenge) ? createHash('sha256').update(challenge).digest() : null;
}

/** A device token as stored: none and empty are the same. */
/** The provider that vouched for a single-sign-on sign-in, and its end-session address when it has one. */
export interface SsoFacts {
  identityProviderId: string;
  ssoLogoutUrl: string | null;
}

const deviceOf = (deviceToken: string | null | undefined) => deviceToken || null;

/** Issues a challenge and answers the token for the login answer. */
export async function issueTwoFactorChallenge(
  db: Database,
  request: {
    clientId: string;
    userId: string;
    kind: TwoFactorChallengeKind;
    deviceToken: string | null | undefined;
    /** A single-sign-on sign-in: the provider and its logout address, kept for the session. */
    sso?: SsoFacts | null;
    at: Date;
  },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertChallenge(db, {
    clientId: request.clientId,
    userId: request.userId,
    kind: request.kind,
    tokenHash: challengeHash(token)!,
    deviceToken: deviceOf(request.deviceToken),
    identityProviderId: request.sso?.identityProviderId ?? null,
    ssoLogoutUrl: request.sso?.ssoLogoutUrl ?? null,
    at: request.at,
    expiresAt: new Date(request.at.getTime() + CHALLENGE_VALID_MS),
  });
  return token;
}

/**
 * The challenge a request presents, if it can still be used for `kind` on this tenant's host at `at`. The
 * device token must match when the request gives one, and always when `deviceRequired` (the steps that start
 * a session).
 */
export async function usableChallenge(
  db: Database,
  presented: {
    tenantId: string;
    challenge: string;
    kind: TwoFactorChallengeKind;
    deviceToken: string | undefined;
    deviceRequired: boolean;
    at: Date;
  },
): Promise<TwoFactorChallengeRow | null> {
  const hash = challengeHash(presented.challenge);
  const row = hash ? await findChallenge(db, presented.tenantId, hash) : null;
  if (!row || row.kind !== presented.kind || row.usedAt || row.expiresAt <= presented.at) return null;
  const checkDevice = presented.deviceRequired || presented.deviceToken !== undefined;
  if (checkDevice && row.deviceToken !== deviceOf(presented.deviceToken)) return null;
  return row;
}
