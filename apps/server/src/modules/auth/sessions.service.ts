/**
 * Sessions (architecture section 7): one per sign-in, holding a family of rotating refresh tokens.
 * A refresh exchanges the presented token for a new one; presenting a token that was already exchanged
 * revokes the whole session. A session idle for more than 15 minutes, or older than 12 hours, is refused
 * and revoked. A masquerade session (an administrator acting as its user) ends 60 minutes after it began.
 */
import { randomUUID } from 'node:crypto';
import { SESSION_EXPIRED_MESSAGE, WRONG_SITE_MESSAGE } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { ClientRow, SessionRevokeReason, UserType } from '../../db/schema/index.ts';
import { ACCESS_TOKEN_SECONDS, type AccessTokens } from '../../lib/access-token.ts';
import { recordAudit, type RequestOrigin } from '../../lib/audit.ts';
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

export const SESSION_IDLE_MS = 15 * 60 * 1000;
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** A masquerade session ends this long after it began (issue 7). */
export const MASQUERADE_SESSION_MS = 60 * 60 * 1000;
/** Activity is written at most this often per session: most requests then cost one read, no write. */
const ACTIVITY_WRITE_INTERVAL_MS = 30 * 1000;

export interface IssuedTokens {
  sessionId: string;
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  /** What is left of the session's 12 hours: the refresh cookie's Max-Age. */
  refreshMaxAgeSeconds: number;
}

export type RefreshOutcome =
  | ({ ok: true; masquerade: { userId: string; schemeYear: number } | null } & IssuedTokens)
  | { ok: false; message: string };

export interface SessionUser {
  id: string;
  clientId: string | null;
  userType: UserType;
}

/** How a sign-in was made, for the audit row of the session it begins. */
export type SignInMethod =
  'password' | 'two_factor' | 'activation' | 'masquerade' | 'magic_link' | 'single_sign_on';

export interface SignInContext {
  /** The tenant whose host the user signed in on. */
  tenantId: string;
  deviceToken: string | null;
  origin: RequestOrigin;
  /** True when the sign-in passed a second factor (a code, or set-up completed). */
  twoFactorVerified?: boolean;
  /** A masquerade session: `user` is the acted-as user. */
  masquerade?: { adminId: string; schemeYear: number } | null;
  /** A single-sign-on session: the provider that vouched for the user. */
  identityProviderId?: string | null;
  via?: SignInMethod;
}

/** What checkActive tells the auth plugin: whether the session is usable, and how it began. */
export type SessionCheck =
  { state: 'unknown' } | ({ state: 'active' | 'ended'; createdAt: Date; endsAt: Date } & SessionFacts);

export interface SessionService {
  /** Starts a session after a successful sign-in, and records the sign-in in the audit table. */
  open(user: SessionUser, context: SignInContext): Promise<IssuedTokens>;
  refresh(
    presented: string | undefined,
    tenant: ClientRow | null,
    origin: RequestOrigin,
  ): Promise<RefreshOutcome>;
  /** For the auth plugin: is the session usable (and how it began); records the activity. */
  checkActive(sessionId: string, userId: string): Promise<SessionCheck>;
  /** Logout by the access token's session. Returns whether it was still active. */
  end(
    session: { sessionId: string; userId: string; clientId: string | null },
    origin: RequestOrigin,
  ): Promise<boolean>;
  /** Logout by the refresh cookie (whatever state its token is in). */
  endByRefreshToken(presented: string | undefined, origin: RequestOrigin): Promise<void>;
  /** Ends every session of a user (after a password change), except the one making the change. */
  endAllOfUser(userId: string, keepSessionId: string | null, reason: SessionRevokeReason): Promise<number>;
}

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

export function createSessionService(deps: {
  db: Database;
  clock: Clock;
  accessTokens: AccessTokens;
  /**
   * How long the state of a session may be kept in memory (0 = read it on every request). Only safe when
   * this process is the only server of the database: every change to a session goes through this service,
   * which updates or forgets its copy.
   */
  cacheMs: number;
}): SessionService {
  const { db, clock, accessTokens, cacheMs } = deps;
  const cache = cacheMs > 0 ? new TtlCache<SessionState | null>(cacheMs, 20_000) : null;
  const sessionState = (id: string) =>
    cache ? cache.getOrLoad(id, () => findSessionState(db, id)) : findSessionState(db, id);
  const revoke = async (id: string, reason: SessionRevokeReason, at: Date) => {
    const ended = await revokeSession(db, id, reason, at);
    cache?.invalidate(id);
    return ended;
  };

  async function issue(
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

  async function end(
    session: { sessionId: string; userId: string; clientId: string | null },
    origin: RequestOrigin,
  ): Promise<boolean> {
    const at = clock();
    const ended = await revoke(session.sessionId, 'logout', at);
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

  return {
    async open(user, context) {
      const { tenantId, deviceToken, origin } = context;
      const at = clock();
      const refreshToken = newRefreshToken();
      const facts: SessionFacts = {
        twoFactorVerified: context.twoFactorVerified ?? false,
        masquerade: context.masquerade ?? null,
        identityProviderId: context.identityProviderId ?? null,
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
      return issue(session, user, refreshToken, at);
    },

    async refresh(presented, tenant, origin) {
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
        await revoke(session.id, reason, at);
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
      return { ok: true, masquerade, ...(await issue(session, user, refreshToken, at)) };
    },

    async checkActive(sessionId, userId) {
      const session = await sessionState(sessionId);
      if (!session || session.userId !== userId) return { state: 'unknown' };
      const at = clock();
      const { twoFactorVerified, masquerade, identityProviderId, createdAt } = session;
      const facts = {
        twoFactorVerified,
        masquerade,
        identityProviderId,
        createdAt,
        endsAt: new Date(createdAt.getTime() + maxAgeOf(session)),
      };
      if (session.revokedAt || expiry(session, at.getTime()) !== null) return { state: 'ended', ...facts };
      if (at.getTime() - session.lastSeenAt.getTime() >= ACTIVITY_WRITE_INTERVAL_MS) {
        await touchSession(db, sessionId, at, new Date(at.getTime() - ACTIVITY_WRITE_INTERVAL_MS));
        // Forgotten, not updated: a revocation may have landed meanwhile, and must not be overwritten.
        cache?.invalidate(sessionId);
      }
      return { state: 'active', ...facts };
    },

    end,

    async endByRefreshToken(presented, origin) {
      const hash = refreshTokenHash(presented);
      const found = hash ? await findRefreshToken(db, hash) : null;
      if (!found) return;
      const { session } = found;
      await end({ sessionId: session.id, userId: session.userId, clientId: session.clientId }, origin);
    },

    async endAllOfUser(userId, keepSessionId, reason) {
      const ended = await revokeSessionsOfUser(db, userId, keepSessionId, reason, clock());
      for (const id of ended) cache?.invalidate(id);
      return ended.length;
    },
  };
}
