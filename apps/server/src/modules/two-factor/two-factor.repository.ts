/**
 * Two-factor state of users. Users are found within the tenant (or as
 * platform administrators); every change that a code allows is one conditional statement, so that two requests
 * racing with the same code cannot both win.
 */
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users, type UserType } from '../../db/schema/index.ts';
import type { Sealed } from '../../lib/crypto.ts';

export interface TwoFactorUser {
  id: string;
  clientId: string | null;
  userType: UserType;
  email: string;
  firstName: string;
  passwordHash: string | null;
  /** The secret: enabled when `enabledAt` is set, else pending set-up; null when there is none. */
  sealed: Sealed | null;
  enabledAt: Date | null;
  lastStep: number | null;
  lockedUntil: Date | null;
}

/** An activated user of the tenant, or a platform administrator. */
export async function findTwoFactorUser(
  db: Database,
  tenantId: string,
  userId: string,
): Promise<TwoFactorUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      clientId: users.clientId,
      userType: users.userType,
      email: users.email,
      firstName: users.firstName,
      passwordHash: users.passwordHash,
      ciphertext: users.totpSecretCiphertext,
      keyId: users.totpKeyId,
      enabledAt: users.totpEnabledAt,
      lastStep: users.totpLastStep,
      lockedUntil: users.totpLockedUntil,
    })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        or(eq(users.clientId, tenantId), isNull(users.clientId)),
        sql`${users.activatedAt} is not null`,
      ),
    )
    .limit(1);
  if (!row) return null;
  const { ciphertext, keyId, ...rest } = row;
  return { ...rest, sealed: ciphertext && keyId ? { ciphertext, keyId } : null };
}

/** Stores a new pending secret (replacing an earlier pending one); false when two-factor is already on. */
export async function storePendingSecret(db: Database, userId: string, sealed: Sealed): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpSecretCiphertext: sealed.ciphertext, totpKeyId: sealed.keyId, totpLastStep: null })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  return rows.length === 1;
}

const notLockedAt = (at: Date) =>
  sql`(${users.totpLockedUntil} is null or ${users.totpLockedUntil} <= ${at.toISOString()}::timestamptz)`;

/**
 * Records `step` as the last accepted one, only if it is newer than the last, the secret is still the one the
 * code was checked against, and no lock is in force; clears the failures. With `enable`, two-factor turns on
 * (only if it was off). False when any condition fails (a replay, a race, a lock).
 */
export async function acceptStep(
  db: Database,
  userId: string,
  accepted: { step: number; ciphertext: Buffer; at: Date; enable?: boolean },
): Promise<boolean> {
  const { step, ciphertext, at, enable = false } = accepted;
  const rows = await db
    .update(users)
    .set({
      totpLastStep: step,
      totpFailureCount: 0,
      totpLockedUntil: null,
      ...(enable ? { totpEnabledAt: at } : {}),
    })
    .where(
      and(
        eq(users.id, userId),
        eq(users.totpSecretCiphertext, ciphertext),
        sql`(${users.totpLastStep} is null or ${users.totpLastStep} < ${step})`,
        notLockedAt(at),
        enable ? isNull(users.totpEnabledAt) : sql`true`,
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Seals the secret again under the current key (after a key rotation), if it is still the same secret. */
export async function resealSecret(db: Database, userId: string, from: Buffer, to: Sealed): Promise<void> {
  await db
    .update(users)
    .set({ totpSecretCiphertext: to.ciphertext, totpKeyId: to.keyId })
    .where(and(eq(users.id, userId), eq(users.totpSecretCiphertext, from)));
}

/**
 * Turns two-factor off after a code of `step` (newer than the last) was given; forgets the secret. False
 * when it was not on, or the step was used meanwhile.
 */
export async function disableTwoFactor(db: Database, userId: string, step: number, at: Date) {
  const rows = await db
    .update(users)
    .set({
      totpSecretCiphertext: null,
      totpKeyId: null,
      totpEnabledAt: null,
      totpLastStep: null,
      totpFailureCount: 0,
      totpLockedUntil: null,
    })
    .where(
      and(
        eq(users.id, userId),
        sql`${users.totpEnabledAt} is not null`,
        sql`(${users.totpLastStep} is null or ${users.totpLastStep} < ${step})`,
        notLockedAt(at),
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Counts a wrong code (or password) and answers the new count; the count that reaches `maxFailures` sets the
 * lock. A lock that has run out starts the count again. Null when a lock is in force (nothing is counted).
 */
export async function recordTwoFactorFailure(
  db: Database,
  userId: string,
  rule: { at: Date; lockUntil: Date; maxFailures: number },
): Promise<number | null> {
  const next = sql`(case when ${users.totpLockedUntil} is not null then 0 else ${users.totpFailureCount} end) + 1`;
  const rows = await db
    .update(users)
    .set({
      totpFailureCount: next,
      totpLockedUntil: sql`case when ${next} >= ${rule.maxFailures} then ${rule.lockUntil.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(users.id, userId), notLockedAt(rule.at)))
    .returning({ failures: users.totpFailureCount });
  return rows[0]?.failures ?? null;
}
