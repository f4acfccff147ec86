import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared.ts';
import { loginAttempts, usedCaptchaSolutions, users, type UserType } from '../../db/schema/index.ts';

export interface LoginCandidate {
  id: string;
  clientId: string | null;
  userType: UserType;
  passwordHash: string | null;
  activatedAt: Date | null;
  totpEnabledAt: Date | null;
}

const loginCandidateStatement = preparedPerHandle((db) =>
  db
    .select({
      id: users.id,
      clientId: users.clientId,
      userType: users.userType,
      passwordHash: users.passwordHash,
      activatedAt: users.activatedAt,
      totpEnabledAt: users.totpEnabledAt,
    })
    .from(users)
    .where(
      and(
        eq(users.email, sql.placeholder('email')),
        or(eq(users.clientId, sql.placeholder('tenantId')), isNull(users.clientId)),
      ),
    )
    .orderBy(sql`${users.clientId} nulls last`)
    .limit(1)
    .prepare('login_candidate'),
);

/** The user of the tenant with this e-mail, else a platform administrator with it. */
export async function findLoginCandidate(
  db: Database,
  tenantId: string,
  email: string,
): Promise<LoginCandidate | null> {
  const [row] = await loginCandidateStatement(db).execute({ tenantId, email });
  return row ?? null;
}

export const MAX_FAILURES = 5;

export interface AttemptKey {
  clientId: string;
  email: string;
}

export interface AttemptState {
  failureCount: number;
  lockedUntil: Date | null;
}

const attemptsStatement = preparedPerHandle((db) =>
  db
    .select({ failureCount: loginAttempts.failureCount, lockedUntil: loginAttempts.lockedUntil })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.clientId, sql.placeholder('clientId')),
        eq(loginAttempts.email, sql.placeholder('email')),
      ),
    )
    .limit(1)
    .prepare('login_attempts_of'),
);

export async function findAttempts(db: Database, key: AttemptKey): Promise<AttemptState | null> {
  const [row] = await attemptsStatement(db).execute({ clientId: key.clientId, email: key.email });
  return row ?? null;
}

/**
 * Counts a failed sign-in and returns the new count; the failure that reaches MAX_FAILURES sets the lock. A
 * lock that has run out starts the count again. Returns null when the account was locked meanwhile (by
 * another server instance): nothing is counted then.
 */
export async function recordFailure(
  db: Database,
  key: AttemptKey,
  at: Date,
  lockUntil: Date,
): Promise<number | null> {
  const current = sql`case when ${loginAttempts.lockedUntil} is not null then 0 else ${loginAttempts.failureCount} end`;
  const next = sql`(${current}) + 1`;
  const rows = await db
    .insert(loginAttempts)
    .values({ ...key, failureCount: 1, lastFailedAt: at, lockedUntil: null })
    .onConflictDoUpdate({
      target: [loginAttempts.clientId, loginAttempts.email],
      set: {
        failureCount: next,
        lastFailedAt: at,
        lockedUntil: sql`case when ${next} >= ${MAX_FAILURES} then ${lockUntil.toISOString()}::timestamptz else null end`,
      },
      setWhere: sql`${loginAttempts.lockedUntil} is null or ${loginAttempts.lockedUntil} <= ${at.toISOString()}::timestamptz`,
    })
    .returning({ failureCount: loginAttempts.failureCount });
  return rows[0]?.failureCount ?? null;
}

export async function clearAttempts(db: Database, key: AttemptKey): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.clientId, key.clientId), eq(loginAttempts.email, key.email)));
}

/** Records a robot-check solution as used; false when it already was. Forgets expired ones on the way. */
export async function useCaptchaSolution(
  db: Database,
  challengeHash: Buffer,
  expiresAt: Date,
  at: Date,
): Promise<boolean> {
  await db
    .delete(usedCaptchaSolutions)
    .where(sql`${usedCaptchaSolutions.expiresAt} < ${at.toISOString()}::timestamptz`);
  const rows = await db
    .insert(usedCaptchaSolutions)
    .values({ challengeHash, expiresAt })
    .onConflictDoNothing()
    .returning({ challengeHash: usedCaptchaSolutions.challengeHash });
  return rows.length === 1;
}
