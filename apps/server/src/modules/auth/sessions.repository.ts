import { and, eq, isNull, ne, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared.ts';
import { auditRow, type AuditEvent } from '../../lib/audit.ts';
import {
  auditEvents,
  refreshTokens,
  sessions,
  users,
  type SessionRevokeReason,
  type UserType,
} from '../../db/schema/index.ts';
import { deviceClassOf } from '../../lib/device-class.ts';

const p = sql.placeholder;

const insertSessionStatement = preparedPerHandle((db) => {
  const session = db.$with('new_session').as(
    db
      .insert(sessions)
      .values({
        id: p('id'),
        userId: p('userId'),
        clientId: p('clientId'),
        deviceToken: p('deviceToken'),
        createdAt: p('at'),
        lastSeenAt: p('at'),
        twoFactorVerified: p('twoFactorVerified'),
        masqueradeAdminId: p('masqueradeAdminId'),
        masqueradeSchemeYear: p('masqueradeSchemeYear'),
        identityProviderId: p('identityProviderId'),
        ssoLogoutUrl: p('ssoLogoutUrl'),
        device: p('device'),
      })
      .returning({ id: sessions.id }),
  );
  const token = db.$with('new_token').as(
    db
      .insert(refreshTokens)
      .values({ sessionId: p('id'), tokenHash: p('tokenHash'), createdAt: p('at') })
      .returning({ id: refreshTokens.id }),
  );
  return db
    .with(session, token)
    .insert(auditEvents)
    .values({
      type: p('auditType'),
      clientId: p('auditClientId'),
      userId: p('auditUserId'),
      detail: p('auditDetail'),
      ip: p('auditIp'),
      userAgent: p('auditUserAgent'),
      createdAt: p('auditAt'),
    })
    .prepare('insert_session');
});

/**
 * A session, its first refresh token and the audit row of the sign-in, in one statement: all or nothing,
 * and one round trip, built once per connection handle (sign-in throughput matters). The session id is
 * chosen by the caller.
 */
export async function insertSession(
  db: Database,
  values: {
    id: string;
    userId: string;
    clientId: string | null;
    deviceToken: string | null;
    at: Date;
  } & SessionFacts,
  tokenHash: Buffer,
  audit: AuditEvent,
): Promise<void> {
  const { twoFactorVerified, masquerade, identityProviderId, ssoLogoutUrl } = values;
  const row = auditRow(audit);
  await insertSessionStatement(db).execute({
    id: values.id,
    userId: values.userId,
    clientId: values.clientId,
    deviceToken: values.deviceToken,
    at: values.at,
    twoFactorVerified,
    masqueradeAdminId: masquerade?.adminId ?? null,
    masqueradeSchemeYear: masquerade?.schemeYear ?? null,
    identityProviderId,
    ssoLogoutUrl,
    device: deviceClassOf(audit.userAgent),
    tokenHash,
    auditType: row.type,
    auditClientId: row.clientId ?? null,
    auditUserId: row.userId ?? null,
    auditDetail: row.detail ?? {},
    auditIp: row.ip ?? null,
    auditUserAgent: row.userAgent ?? null,
    auditAt: row.createdAt,
  });
}

export async function insertRefreshToken(
  db: Database,
  values: { sessionId: string; tokenHash: Buffer; at: Date },
): Promise<void> {
  await db
    .insert(refreshTokens)
    .values({ sessionId: values.sessionId, tokenHash: values.tokenHash, createdAt: values.at });
}

/** What a session records about how it began; fixed for its lifetime. */
export interface SessionFacts {
  /** The sign-in that began it passed a second factor. */
  twoFactorVerified: boolean;
  /** A masquerade session: the platform administrator acting as the session's user, and the scheme year. */
  masquerade: { adminId: string; schemeYear: number } | null;
  /** A single-sign-on session: its identity provider. */
  identityProviderId: string | null;
  /** A single-sign-on session: the provider's end-session address, when it offers one. */
  ssoLogoutUrl: string | null;
}

export interface SessionState extends SessionFacts {
  userId: string;
  clientId: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
}

const sessionStateColumns = {
  userId: sessions.userId,
  clientId: sessions.clientId,
  createdAt: sessions.createdAt,
  lastSeenAt: sessions.lastSeenAt,
  revokedAt: sessions.revokedAt,
  twoFactorVerified: sessions.twoFactorVerified,
  masqueradeAdminId: sessions.masqueradeAdminId,
  masqueradeSchemeYear: sessions.masqueradeSchemeYear,
  identityProviderId: sessions.identityProviderId,
  ssoLogoutUrl: sessions.ssoLogoutUrl,
};

function toSessionState(row: {
  userId: string;
  clientId: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
  twoFactorVerified: boolean;
  masqueradeAdminId: string | null;
  masqueradeSchemeYear: number | null;
  identityProviderId: string | null;
  ssoLogoutUrl: string | null;
}): SessionState {
  const { masqueradeAdminId, masqueradeSchemeYear, ...rest } = row;
  const masquerade =
    masqueradeAdminId !== null && masqueradeSchemeYear !== null
      ? { adminId: masqueradeAdminId, schemeYear: masqueradeSchemeYear }
      : null;
  return { ...rest, masquerade };
}

const sessionStateStatement = preparedPerHandle((db) =>
  db
    .select(sessionStateColumns)
    .from(sessions)
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('session_state'),
);

/** What every authenticated request checks: one lookup by primary key. */
export async function findSessionState(db: Database, sessionId: string): Promise<SessionState | null> {
  const [row] = await sessionStateStatement(db).execute({ sessionId });
  return row ? toSessionState(row) : null;
}

/** Records activity, unless it was recorded after `unlessSince` (keeps writes to one per interval). */
export async function touchSession(
  db: Database,
  sessionId: string,
  at: Date,
  unlessSince: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: at })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), lt(sessions.lastSeenAt, unlessSince)));
}

export interface PresentedRefreshToken {
  tokenId: string;
  usedAt: Date | null;
  session: SessionState & { id: string };
  userType: UserType;
}

export async function findRefreshToken(
  db: Database,
  tokenHash: Buffer,
): Promise<PresentedRefreshToken | null> {
  const [row] = await db
    .select({
      tokenId: refreshTokens.id,
      usedAt: refreshTokens.usedAt,
      session: { id: sessions.id, ...sessionStateColumns },
      userType: users.userType,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row ? { ...row, session: { id: row.session.id, ...toSessionState(row.session) } } : null;
}

/** Marks a refresh token used; false when it already was (a concurrent exchange won). */
export async function markRefreshTokenUsed(db: Database, tokenId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function markSessionSeen(db: Database, sessionId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
}

/** Revokes a session that is still active; false when it had already ended. */
export async function revokeSession(
  db: Database,
  sessionId: string,
  reason: SessionRevokeReason,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

/** Revokes every active session of a user but `keepSessionId`; answers the ids revoked. */
export async function revokeSessionsOfUser(
  db: Database,
  userId: string,
  keepSessionId: string | null,
  reason: SessionRevokeReason,
  at: Date,
): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at, revokeReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}
