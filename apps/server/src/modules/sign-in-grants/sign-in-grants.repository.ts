import { and, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  identityProviders,
  signInGrants,
  users,
  type SignInGrantRow,
  type UserType,
} from '../../db/schema/index.ts';

export async function insertGrant(db: Database, values: typeof signInGrants.$inferInsert): Promise<void> {
  await db.insert(signInGrants).values(values);
}

/**
 * Uses a grant up, atomically: only an unused, unexpired grant of this tenant (and of this scheme year, when
 * one is named) is claimed, so a link works once even when two requests race.
 */
export async function claimGrant(
  db: Database,
  claim: { tokenHash: Buffer; clientId: string; schemeYear: number | null; at: Date },
): Promise<SignInGrantRow | null> {
  const at = claim.at.toISOString();
  const [row] = await db
    .update(signInGrants)
    .set({ usedAt: claim.at })
    .where(
      and(
        eq(signInGrants.tokenHash, claim.tokenHash),
        eq(signInGrants.clientId, claim.clientId),
        isNull(signInGrants.usedAt),
        gt(signInGrants.expiresAt, sql`${at}::timestamptz`),
        claim.schemeYear === null ? undefined : eq(signInGrants.schemeYear, claim.schemeYear),
      ),
    )
    .returning();
  return row ?? null;
}

/** A grant by its token's hash, on the tenant whose host it is presented on (to tell why a claim failed). */
export async function findGrant(
  db: Database,
  tokenHash: Buffer,
  clientId: string,
): Promise<SignInGrantRow | null> {
  const [row] = await db
    .select()
    .from(signInGrants)
    .where(and(eq(signInGrants.tokenHash, tokenHash), eq(signInGrants.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

export interface GrantUser {
  id: string;
  clientId: string | null;
  userType: UserType;
  firstName: string;
  surname: string;
  email: string;
  activatedAt: Date | null;
  totpEnabledAt: Date | null;
}

const grantUserColumns = {
  id: users.id,
  clientId: users.clientId,
  userType: users.userType,
  firstName: users.firstName,
  surname: users.surname,
  email: users.email,
  activatedAt: users.activatedAt,
  totpEnabledAt: users.totpEnabledAt,
};

/** A user of the tenant (never a platform administrator). */
export async function findTenantUser(
  db: Database,
  clientId: string,
  userId: string,
): Promise<GrantUser | null> {
  const [row] = await db
    .select(grantUserColumns)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

/** A platform administrator (no client). */
export async function findPlatformAdmin(db: Database, userId: string): Promise<GrantUser | null> {
  const [row] = await db
    .select(grantUserColumns)
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.clientId), eq(users.userType, 'admin')))
    .limit(1);
  return row ?? null;
}

/** Whether an unused grant of this kind, for this person from this issuer, was issued at or after `since`. */
export async function issuedSince(
  db: Database,
  grant: { kind: SignInGrantRow['kind']; clientId: string; userId: string; issuedBy: string | null },
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: signInGrants.id })
    .from(signInGrants)
    .where(
      and(
        eq(signInGrants.kind, grant.kind),
        eq(signInGrants.clientId, grant.clientId),
        eq(signInGrants.userId, grant.userId),
        grant.issuedBy === null ? isNull(signInGrants.issuedBy) : eq(signInGrants.issuedBy, grant.issuedBy),
        isNull(signInGrants.usedAt),
        gte(signInGrants.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether the tenant's identity provider is trusted to have done the two-factor step (its own MFA). */
export async function providerMfaTrusted(
  db: Database,
  clientId: string,
  identityProviderId: string | null,
): Promise<boolean> {
  if (identityProviderId === null) return false;
  const [row] = await db
    .select({ trusted: identityProviders.trustProviderMfa })
    .from(identityProviders)
    .where(and(eq(identityProviders.id, identityProviderId), eq(identityProviders.clientId, clientId)))
    .limit(1);
  return row?.trusted ?? false;
}
