/**
 * Which portal user a provider account signs in as. A provider account is linked by provider and subject
 * (`sub`); the first time, and only then, it is linked by e-mail: the provider's verified e-mail, in one of
 * the domains the provider serves, must be that of an active user of the tenant. After that the e-mail is
 * never looked at again for that account, so a changed or reassigned address at the provider changes nothing.
 */
import type { IdentityProviderRow } from '../../db/schema/index.ts';
import type { Database } from '../../db/client.ts';
import {
  findLinkedUser,
  findTenantUserByEmail,
  findTenantUserByEmployeeNumber,
  insertIdentity,
  type SsoUser,
} from './sso.repository.ts';

/** What the provider said about the person (from the ID token, or userinfo for the e-mail). */
export interface ProviderIdentity {
  subject: string;
  email?: unknown;
  emailVerified?: unknown;
}

export type LinkRefusal =
  'no_email' | 'email_unverified' | 'email_domain' | 'no_user' | 'user_not_active' | 'link_conflict';

export type LinkOutcome =
  { ok: true; user: SsoUser; linkedNow: boolean } | { ok: false; reason: LinkRefusal; userId?: string };

/** `email_verified`, when given, must say true (some providers send the string). */
const verified = (value: unknown) => value === undefined || value === true || value === 'true';

export async function linkedUser(
  db: Database,
  provider: IdentityProviderRow,
  subject: string,
): Promise<SsoUser | null> {
  const user = await findLinkedUser(db, provider.id, subject);
  // A provider belongs to one tenant, and so do the users linked through it; checked all the same.
  return user && user.clientId === provider.clientId ? user : null;
}

/** Links a provider account that has no link yet, by its e-mail. */
export async function linkByEmail(
  db: Database,
  provider: IdentityProviderRow,
  identity: ProviderIdentity,
  at: Date,
): Promise<LinkOutcome> {
  if (typeof identity.email !== 'string' || !identity.email.includes('@'))
    return { ok: false, reason: 'no_email' };
  if (!verified(identity.emailVerified)) return { ok: false, reason: 'email_unverified' };
  const email = identity.email.trim().toLowerCase();
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!provider.emailDomains.includes(domain)) return { ok: false, reason: 'email_domain' };
  const user = await findTenantUserByEmail(db, provider.clientId, email);
  return linkFound(db, provider, identity.subject, user, at);
}

/** Links a SAML account that has no link yet, by the employee number its assertion names. */
export async function linkByEmployeeNumber(
  db: Database,
  provider: IdentityProviderRow,
  identity: { subject: string; employeeNumber: string },
  at: Date,
): Promise<LinkOutcome> {
  const number = identity.employeeNumber.trim();
  if (!number) return { ok: false, reason: 'no_user' };
  const user = await findTenantUserByEmployeeNumber(db, provider.clientId, number);
  return linkFound(db, provider, identity.subject, user, at);
}

/** Links the provider account to the tenant's user found for it, if that user may sign in. */
async function linkFound(
  db: Database,
  provider: IdentityProviderRow,
  subject: string,
  user: SsoUser | null,
  at: Date,
): Promise<LinkOutcome> {
  if (!user) return { ok: false, reason: 'no_user' };
  if (user.employmentStatus !== 'active' || user.userType === 'admin') {
    return { ok: false, reason: 'user_not_active', userId: user.id };
  }
  if (await insertIdentity(db, { identityProviderId: provider.id, subject, userId: user.id, at })) {
    return { ok: true, user, linkedNow: true };
  }
  // Someone linked meanwhile: the same link (a sign-in in parallel) is fine; anything else is refused.
  const now = await linkedUser(db, provider, subject);
  if (now?.id === user.id) return { ok: true, user: now, linkedNow: false };
  return { ok: false, reason: 'link_conflict', userId: user.id };
}
