import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { PASSWORD_HISTORY_DEPTH } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import {
  accountTokens,
  passwordHistory,
  users,
  type AccountTokenPurpose,
  type UserType,
} from '../../db/schema/index.ts';

/** What the account flows need to know about a person. */
export interface AccountHolder {
  id: string;
  clientId: string | null;
  userType: UserType;
  email: string;
  firstName: string;
  surname: string;
  /** yyyy-mm-dd, or null when none is on record. */
  dateOfBirth: string | null;
  passwordHash: string | null;
  activatedAt: Date | null;
  totpEnabledAt: Date | null;
}

const holderColumns = {
  id: users.id,
  clientId: users.clientId,
  userType: users.userType,
  email: users.email,
  firstName: users.firstName,
  surname: users.surname,
  dateOfBirth: users.dateOfBirth,
  passwordHash: users.passwordHash,
  activatedAt: users.activatedAt,
  totpEnabledAt: users.totpEnabledAt,
};

export interface StoredAccountToken {
  id: string;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
  dobFailures: number;
  dobVerifiedAt: Date | null;
  holder: AccountHolder;
}

/** A token of the tenant by its hash and purpose, with its holder, whatever its state. */
export async function findAccountToken(
  db: Database,
  clientId: string,
  purpose: AccountTokenPurpose,
  tokenHash: Buffer,
): Promise<StoredAccountToken | null> {
  const [row] = await db
    .select({
      id: accountTokens.id,
      expiresAt: accountTokens.expiresAt,
      usedAt: accountTokens.usedAt,
      revokedAt: accountTokens.revokedAt,
      dobFailures: accountTokens.dobFailures,
      dobVerifiedAt: accountTokens.dobVerifiedAt,
      holder: holderColumns,
    })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.clientId, clientId),
        eq(accountTokens.purpose, purpose),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Issues a token, ending the holder's earlier usable tokens of the same purpose (a newer link supersedes). */
export async function insertAccountToken(
  db: Database,
  token: {
    clientId: string;
    userId: string;
    purpose: AccountTokenPurpose;
    tokenHash: Buffer;
    at: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ revokedAt: token.at })
    .where(
      and(
        eq(accountTokens.userId, token.userId),
        eq(accountTokens.purpose, token.purpose),
        isNull(accountTokens.usedAt),
        isNull(accountTokens.revokedAt),
      ),
    );
  await db.insert(accountTokens).values({
    clientId: token.clientId,
    userId: token.userId,
    purpose: token.purpose,
    tokenHash: token.tokenHash,
    createdAt: token.at,
    expiresAt: token.expiresAt,
  });
}

/** Records the right date of birth (the first time). */
export async function markDateOfBirthVerified(db: Database, tokenId: string, at: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ dobVerifiedAt: sql`coalesce(${accountTokens.dobVerifiedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(accountTokens.id, tokenId));
}

/** Counts a wrong date of birth; the `maxFailures`th ends the token. Answers the new count. */
export async function recordDateOfBirthFailure(
  db: Database,
  tokenId: string,
  maxFailures: number,
  at: Date,
): Promise<number> {
  const [row] = await db
    .update(accountTokens)
    .set({
      dobFailures: sql`${accountTokens.dobFailures} + 1`,
      revokedAt: sql`case when ${accountTokens.dobFailures} + 1 >= ${maxFailures} then coalesce(${accountTokens.revokedAt}, ${at.toISOString()}::timestamptz) else ${accountTokens.revokedAt} end`,
    })
    .where(eq(accountTokens.id, tokenId))
    .returning({ dobFailures: accountTokens.dobFailures });
  return row?.dobFailures ?? maxFailures;
}

/** Uses the token once: false when it was used, ended or expired meanwhile (a parallel request won). */
export async function consumeAccountToken(db: Database, tokenId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(accountTokens.id, tokenId),
        isNull(accountTokens.usedAt),
        isNull(accountTokens.revokedAt),
        gt(accountTokens.expiresAt, at),
      ),
    )
    .returning({ id: accountTokens.id });
  return rows.length === 1;
}

/** The user of a tenant with this e-mail (platform administrators have no tenant and are not found). */
export async function findTenantAccountHolder(
  db: Database,
  clientId: string,
  email: string,
): Promise<AccountHolder | null> {
  const [row] = await db
    .select(holderColumns)
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.email, email)))
    .limit(1);
  return row ?? null;
}

export async function findAccountHolderById(db: Database, userId: string): Promise<AccountHolder | null> {
  const [row] = await db.select(holderColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** The current password hash and the earlier ones, newest first, at most PASSWORD_HISTORY_DEPTH. */
export async function recentPasswordHashes(db: Database, holder: AccountHolder): Promise<string[]> {
  const rows = await db
    .select({ passwordHash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, holder.id))
    .orderBy(desc(passwordHistory.createdAt))
    .limit(PASSWORD_HISTORY_DEPTH);
  const hashes = [holder.passwordHash, ...rows.map((row) => row.passwordHash)].filter(
    (hash): hash is string => hash !== null,
  );
  return [...new Set(hashes)].slice(0, PASSWORD_HISTORY_DEPTH);
}

/** Sets a new password (activating the account if it was not) and keeps it in the history. */
export async function setPassword(
  db: Database,
  holder: AccountHolder,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, activatedAt: sql`coalesce(${users.activatedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(users.id, holder.id));
  await db.insert(passwordHistory).values({ userId: holder.id, passwordHash, createdAt: at });
}
