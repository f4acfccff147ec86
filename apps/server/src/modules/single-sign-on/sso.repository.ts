/**
 * Single-sign-on requests in flight (sso_authorisations) and the provider accounts linked to users
 * (user_identities).
 */
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  ssoAuthorisations,
  userIdentities,
  users,
  type EmploymentStatus,
  type SsoAuthorisationRow,
  type UserType,
} from '../../db/schema/index.ts';

export async function insertAuthorisation(db: Database, row: SsoAuthorisationRow): Promise<void> {
  await db.insert(ssoAuthorisations).values(row);
}

/**
 * Marks a request used, in one statement, only if it is the provider's, was started by this browser, is
 * unused and has not expired: two callbacks with the same state cannot both get it.
 */
export async function consumeAuthorisation(
  db: Database,
  request: { stateHash: Buffer; identityProviderId: string; browserBindingHash: Buffer; at: Date },
): Promise<{ nonce: string; codeVerifier: string } | null> {
  const [row] = await db
    .update(ssoAuthorisations)
    .set({ usedAt: request.at })
    .where(
      and(
        eq(ssoAuthorisations.stateHash, request.stateHash),
        eq(ssoAuthorisations.identityProviderId, request.identityProviderId),
        eq(ssoAuthorisations.browserBindingHash, request.browserBindingHash),
        isNull(ssoAuthorisations.usedAt),
        gt(ssoAuthorisations.expiresAt, request.at),
      ),
    )
    .returning({ nonce: ssoAuthorisations.nonce, codeVerifier: ssoAuthorisations.codeVerifier });
  return row ?? null;
}

/** Why a state was refused, for the audit row (read only after the refusal). */
export async function findAuthorisation(
  db: Database,
  stateHash: Buffer,
): Promise<Pick<SsoAuthorisationRow, 'identityProviderId' | 'expiresAt' | 'usedAt'> | null> {
  const [row] = await db
    .select({
      identityProviderId: ssoAuthorisations.identityProviderId,
      expiresAt: ssoAuthorisations.expiresAt,
      usedAt: ssoAuthorisations.usedAt,
    })
    .from(ssoAuthorisations)
    .where(eq(ssoAuthorisations.stateHash, stateHash))
    .limit(1);
  return row ?? null;
}

/** Forgets requests that ended before `before` (each is useless after its expiry). */
export async function deleteEndedAuthorisations(db: Database, before: Date): Promise<void> {
  await db.delete(ssoAuthorisations).where(lt(ssoAuthorisations.expiresAt, before));
}

export interface SsoUser {
  id: string;
  clientId: string | null;
  userType: UserType;
  employmentStatus: EmploymentStatus;
}

const ssoUserColumns = {
  id: users.id,
  clientId: users.clientId,
  userType: users.userType,
  employmentStatus: users.employmentStatus,
};

/** The user a provider account is linked to. */
export async function findLinkedUser(
  db: Database,
  identityProviderId: string,
  subject: string,
): Promise<SsoUser | null> {
  const [row] = await db
    .select(ssoUserColumns)
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(
      and(eq(userIdentities.identityProviderId, identityProviderId), eq(userIdentities.subject, subject)),
    )
    .limit(1);
  return row ?? null;
}

/** The tenant's user with this e-mail (never a platform administrator: they belong to no tenant). */
export async function findTenantUserByEmail(
  db: Database,
  clientId: string,
  email: string,
): Promise<SsoUser | null> {
  const [row] = await db
    .select(ssoUserColumns)
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.email, email)))
    .limit(1);
  return row ?? null;
}

/** The tenant's user with this employee number (a SAML provider may identify people by it). */
export async function findTenantUserByEmployeeNumber(
  db: Database,
  clientId: string,
  employeeNumber: string,
): Promise<SsoUser | null> {
  const [row] = await db
    .select(ssoUserColumns)
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.employeeNumber, employeeNumber)))
    .limit(1);
  return row ?? null;
}

/**
 * Links a provider account to a user, unless the subject or the user is already linked with this provider
 * (a concurrent first sign-in): answers whether this call made the link.
 */
export async function insertIdentity(
  db: Database,
  link: { identityProviderId: string; subject: string; userId: string; at: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(userIdentities)
    .values({
      identityProviderId: link.identityProviderId,
      subject: link.subject,
      userId: link.userId,
      createdAt: link.at,
    })
    .onConflictDoNothing()
    .returning({ id: userIdentities.id });
  return inserted.length > 0;
}
