/**
 * Sessions (architecture section 7): one per sign-in, holding a family of rotating refresh tokens.
 * A refresh exchanges the presented token for a new one; presenting a token that was already exchanged
 * revokes the whole session. A session idle for more than 15 minutes, or older than 12 hours, is refused
 * and revoked. A masquerade session (an administrator acting as its user) ends 60 minutes after it began.
 */
import { randomUUID } from 'node:crypto';
import { SESSION_EXPIRED_MESSAGE, WRONG_SITE_MESSAGE } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { ClientRow, SessionRevokeReason } from '../../db/schema/index.ts';
import { ACCESS_TOKEN_SECONDS, type AccessTokens } from '../../lib/access-token.ts';
import { recordAudit, type RequestOrigin } from '../../lib/audit.ts';
import { inStep, type ChangeNotices } from '../../lib/change-notices.ts';
import type { Clock } from '../../lib/clock.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { newRefreshToken, refreshTokenHash } from './refresh-token.ts';
import {
  findRefreshToken,
  findSessionState,
  insertRefreshToken,
  insertSession,
  markRefreshTokenUsed,
  markSessionSeen,
  revokeSession,
  revokeSessionsOfUser,
  touchSession,
  type SessionFacts,
  type SessionState,
} from './sessions.repository.ts';

export type { SessionFacts } from './sessions.repository.ts';
export type * from './session-types.ts';
import type {
  IssuedTokens,
  RefreshOutcome,
  SessionCheck,
  SessionUser,
  SignInContext,
} from './session-types.ts';

export const SESSION_IDLE_MS = 15 * 60 * 1000;
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** A masquerade session ends this long after it began (issue 7). */
export const MASQUERADE_SESSION_MS = 60 * 60 * 1000;
/** Activity is written at most this often per session: most requests then cost one read, no write. */
const ACTIVITY_WRITE_INTERVAL_MS = 30 * 1000;

/** How long a session may last from its start. */
const maxAgeOf = (session: { masquerade: SessionFacts['masquerade'] }) =>
  session.masquerade ? MASQUERADE_SESSION_MS : SESSION_MAX_AGE_MS;

/** Whether a session outlived its limits at `now`, and which. */
function expiry(session: SessionState, now: number): SessionRevokeReason | null {
  if (session.masquerade && now - session.createdAt.getTime() >= MASQUERADE_SESSION_MS) {
    return 'masquerade_ended';
  }
  if (now - session.createdAt.getTime() > SESSION_MAX_AGE_MS) return 'expired';
  if (now - session.lastSeenAt.getTime() > SESSION_IDLE_MS) return 'idle';
  return null;
}

/** Change-notice topic: a session that ended (by session id). */
export const SESSIONS_TOPIC = 'sessions';

/**
 * What the session functions below take first: the database, the clock, the token signer, and the in-memory
 * copy of session states. Every process keeps its own copy; every revocation goes through these functions,
 * which drop the copy here and, through the change notices, on every other process before they answer.
 */
export interface Sessions {
  db: Database;
  clock: Clock;
  accessTokens: AccessTokens;
  cache: TtlCache<SessionState | null> | null;
  /** Drops a session's state here and on every other process; resolves once the others are told. */
  forget(id: string): Promise<void>;
}

export function createSessions(deps: {
  db: Database;
  clock: Clock;
  accessTokens: AccessTokens;
  /** How long the state of a session may be kept in memory (0 = read it on every request). */
  cacheMs: number;
  /** Keeps the copies of every process in step (needed when `cacheMs` > 0). */
  notices: ChangeNotices | null;
}): Sessions {
  const { cacheMs, notices, ...rest } = deps;
  if (cacheMs <= 0 || !notices) return { ...rest, cache: null, forget: () => Promise.resolve() };
  const cache = new TtlCache<SessionState | null>(cacheMs, 20_000);
  return { ...rest, cache, forget: inStep(notices, SESSIONS_TOPIC, (id) => cache.invalidate(id)) };
}

const sessionState = ({ db, cache }: Sessions, id: string) =>
  cache ? cache.getOrLoad(id, () => findSessionState(db, id)) : findSessionState(db, id);

async function revoke(sessions: Sessions, id: string, reason: SessionRevokeReason, at: Date) {
  const ended = await revokeSession(sessions.db, id, reason, at);
  await sessions.forget(id);
  return ended;
}

async function issue(
  { accessTokens }: Sessions,
  session: { id: string; createdAt: Date; masquerade: SessionFacts['masquerade'] },
  user: SessionUser,
  refreshToken: string,
  at: Date,
): Promise<IssuedTokens> {
  const accessToken = await accessTokens.sign({
    userId: user.id,
    clientId: user.clientId,
    userType: user.userType,
    sessionId: session.id,
  });
  const left = session.createdAt.getTime() + maxAgeOf(session) - at.getTime();
  return {
    sessionId: session.id,
    accessToken,
    expiresIn: ACCESS_TOKEN_SECONDS,
    refreshToken,
    refreshMaxAgeSeconds: Math.max(1, Math.floor(left / 1000)),
  };
}

const refused = (message = SESSION_EXPIRED_MESSAGE): RefreshOutcome => ({ ok: false, message });

/** Logout by the access token's session. Returns whether it was still active. */
export async function endSession(
  sessions: Sessions,
  session: { sessionId: string; userId: string; clientId: string | null },
  origin: RequestOrigin,
): Promise<boolean> {
  const { db, clock } = sessions;
  const at = clock();
  const ended = await revoke(sessions, session.sessionId, 'logout', at);
  if (ended) {
    await recordAudit(db, {
      type: 'logout',
      clientId: session.clientId,
      userId: session.userId,
      detail: { sessionId: session.sessionId },
      ...origin,
      at,
    });
  }
  return ended;
}

/** Starts a session after a successful sign-in, and records the sign-in in the audit table. */
export async function openSession(
  sessions: Sessions,
  user: SessionUser,
  context: SignInContext,
): Promise<IssuedTokens> {
  const { db, clock } = sessions;
  const { tenantId, deviceToken, origin } = context;
  const at = clock();
  const refreshToken = newRefreshToken();
  const facts: SessionFacts = {
    twoFactorVerified: context.twoFactorVerified ?? false,
    masquerade: context.masquerade ?? null,
    identityProviderId: context.identityProviderId ?? null,
    ssoLogoutUrl: context.ssoLogoutUrl ?? null,
  };
  const session = { id: randomUUID(), createdAt: at, masquerade: facts.masquerade };
  const detail: Record<string, unknown> = { sessionId: session.id, via: context.via ?? 'password' };
  if (facts.masquerade) detail.masquerade = facts.masquerade;
  if (facts.identityProviderId) detail.identityProviderId = facts.identityProviderId;
  await insertSession(
    db,
    { id: session.id, userId: user.id, clientId: user.clientId, deviceToken, at, ...facts },
    refreshTokenHash(refreshToken)!,
    { type: 'login.succeeded', clientId: tenantId, userId: user.id, detail, ...origin, at },
  );
  return issue(sessions, session, user, refreshToken, at);
}

/** A new access token for the refresh cookie, which is rotated; a token presented twice ends its session. */
export async function refreshSession(
  sessions: Sessions,
  presented: string | undefined,
  tenant: ClientRow | null,
  origin: RequestOrigin,
): Promise<RefreshOutcome> {
  const { db, clock, cache } = sessions;
  const hash = refreshTokenHash(presented);
  const found = hash ? await findRefreshToken(db, hash) : null;
  if (!found || found.session.revokedAt) return refused();
  const { session } = found;
  // Platform administrators (no client) may use any tenant's host; everyone else only their own.
  if (!tenant || (session.clientId !== null && session.clientId !== tenant.id)) {
    return refused(WRONG_SITE_MESSAGE);
  }
  const at = clock();
  const revokeFor = async (reason: SessionRevokeReason) => {
    await revoke(sessions, session.id, reason, at);
    if (reason === 'refresh_reuse') {
      await recordAudit(db, {
        type: 'session.refresh_reuse',
        clientId: session.clientId ?? tenant.id,
        userId: session.userId,
        detail: { sessionId: session.id },
        ...origin,
        at,
      });
    }
    return refused();
  };
  if (found.usedAt) return revokeFor('refresh_reuse');
  const expired = expiry(session, at.getTime());
  if (expired) return revokeFor(expired);

  const refreshToken = newRefreshToken();
  const rotated = await db.transaction(async (tx) => {
    if (!(await markRefreshTokenUsed(tx, found.tokenId, at))) return false;
    await insertRefreshToken(tx, {
      sessionId: session.id,
      tokenHash: refreshTokenHash(refreshToken)!,
      at,
    });
    await markSessionSeen(tx, session.id, at);
    return true;
  });
  cache?.invalidate(session.id);
  // Another request exchanged the same token a moment ago: the token was presented twice.
  if (!rotated) return revokeFor('refresh_reuse');
  const user = { id: session.userId, clientId: session.clientId, userType: found.userType };
  // A tab restoring a masquerade session must send its headers from the very next request on.
  const masquerade = session.masquerade
    ? { userId: session.userId, schemeYear: session.masquerade.schemeYear }
    : null;
  return { ok: true, masquerade, ...(await issue(sessions, session, user, refreshToken, at)) };
}

/** For the auth plugin: is the session usable (and how it began); records the activity. */
export async function checkSession(
  sessions: Sessions,
  sessionId: string,
  userId: string,
): Promise<SessionCheck> {
  const { db, clock, cache } = sessions;
  const at = clock();
  let session = await sessionState(sessions, sessionId);
  // The copy's last activity may be minutes older than another process's: ask the database before calling it idle.
  if (cache && session && !session.revokedAt && expiry(session, at.getTime()) === 'idle') {
    cache.invalidate(sessionId);
    session = await sessionState(sessions, sessionId);
  }
  if (!session || session.userId !== userId) return { state: 'unknown' };
  const { twoFactorVerified, masquerade, identityProviderId, ssoLogoutUrl, createdAt } = session;
  const facts = {
    twoFactorVerified,
    masquerade,
    identityProviderId,
    ssoLogoutUrl,
    createdAt,
    endsAt: new Date(createdAt.getTime() + maxAgeOf(session)),
  };
  if (session.revokedAt || expiry(session, at.getTime()) !== null) return { state: 'ended', ...facts };
  if (at.getTime() - session.lastSeenAt.getTime() >= ACTIVITY_WRITE_INTERVAL_MS) {
    await touchSession(db, sessionId, at, new Date(at.getTime() - ACTIVITY_WRITE_INTERVAL_MS));
    // Forgotten here, not updated: a revocation may have landed meanwhile, and must not be overwritten. The
    // others' copies only hold an older last activity, which they check again before calling it idle.
    cache?.invalidate(sessionId);
  }
  return { state: 'active', ...facts };
}

/** Logout by the refresh cookie (whatever state its token is in). */
export async function endSessionByRefreshToken(
  sessions: Sessions,
  presented: string | undefined,
  origin: RequestOrigin,
): Promise<void> {
  const hash = refreshTokenHash(presented);
  const found = hash ? await findRefreshToken(sessions.db, hash) : null;
  if (!found) return;
  const { session } = found;
  await endSession(
    sessions,
    { sessionId: session.id, userId: session.userId, clientId: session.clientId },
    origin,
  );
}

/** Ends every session of a user (after a change of a sign-in factor), except the one making the change. */
export async function endUserSessions(
  sessions: Sessions,
  userId: string,
  keepSessionId: string | null,
  reason: SessionRevokeReason,
): Promise<number> {
  const ended = await revokeSessionsOfUser(sessions.db, userId, keepSessionId, reason, sessions.clock());
  await Promise.all(ended.map((id) => sessions.forget(id)));
  return ended.length;
}
