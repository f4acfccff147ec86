/**
 * The challenges of the sign-in step that needs a second factor (see challenges.ts): stored by hash, bound to
 * the tenant's host, used once.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  twoFactorChallenges,
  type TwoFactorChallengeKind,
  type TwoFactorChallengeRow,
} from '../../db/schema/index.ts';

export async function insertChallenge(
  db: Database,
  challenge: {
    clientId: string;
    userId: string;
    kind: TwoFactorChallengeKind;
    tokenHash: Buffer;
    deviceToken: string | null;
    /** A single-sign-on sign-in: what the session the step opens records. */
    identityProviderId?: string | null;
    ssoLogoutUrl?: string | null;
    at: Date;
    expiresAt: Date;
  },
): Promise<void> {
  const { at, ...values } = challenge;
  // The user's spent and expired challenges are of no further use.
  await db
    .delete(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.userId, challenge.userId),
        sql`(${twoFactorChallenges.usedAt} is not null or ${twoFactorChallenges.expiresAt} <= ${at.toISOString()}::timestamptz)`,
      ),
    );
  await db.insert(twoFactorChallenges).values({ ...values, createdAt: at });
}

/** The challenge with this hash issued on the tenant's host, whatever its state. */
export async function findChallenge(
  db: Database,
  tenantId: string,
  tokenHash: Buffer,
): Promise<TwoFactorChallengeRow | null> {
  const [row] = await db
    .select()
    .from(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.tokenHash, tokenHash), eq(twoFactorChallenges.clientId, tenantId)))
    .limit(1);
  return row ?? null;
}

/** Marks a challenge used; false when it was used already or has expired. */
export async function consumeChallenge(db: Database, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(twoFactorChallenges)
    .set({ usedAt: at })
    .where(
      and(
        eq(twoFactorChallenges.id, id),
        isNull(twoFactorChallenges.usedAt),
        sql`${twoFactorChallenges.expiresAt} > ${at.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: twoFactorChallenges.id });
  return rows.length === 1;
}

/** Ends every open challenge of a user (when a lock starts: the password must be given again). */
export async function endChallengesOfUser(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .update(twoFactorChallenges)
    .set({ usedAt: at })
    .where(and(eq(twoFactorChallenges.userId, userId), isNull(twoFactorChallenges.usedAt)));
}
