/** A tenant's identity providers: by name (the redirect route), by served e-mail domain, and their changes. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clients, identityProviders, type IdentityProviderRow } from '../../db/schema/index.ts';

export async function findProviderByName(
  db: Database,
  clientId: string,
  name: string,
): Promise<IdentityProviderRow | null> {
  const [row] = await db
    .select()
    .from(identityProviders)
    .where(and(eq(identityProviders.clientId, clientId), eq(identityProviders.name, name)))
    .limit(1);
  return row ?? null;
}

/** The provider of the tenant that serves an e-mail domain (the first by name, should several). */
export async function findProviderByDomain(
  db: Database,
  clientId: string,
  domain: string,
): Promise<IdentityProviderRow | null> {
  const [row] = await db
    .select()
    .from(identityProviders)
    .where(
      and(eq(identityProviders.clientId, clientId), sql`${domain} = any(${identityProviders.emailDomains})`),
    )
    .orderBy(asc(identityProviders.name))
    .limit(1);
  return row ?? null;
}

export function listProviders(db: Database, clientId: string): Promise<IdentityProviderRow[]> {
  return db
    .select()
    .from(identityProviders)
    .where(eq(identityProviders.clientId, clientId))
    .orderBy(asc(identityProviders.name));
}

export async function insertProvider(db: Database, row: IdentityProviderRow): Promise<void> {
  await db.insert(identityProviders).values(row);
}

/** Removes a provider with its linked identities and requests in flight; answers whether it existed. */
export async function deleteProvider(db: Database, clientId: string, name: string): Promise<boolean> {
  const removed = await db
    .delete(identityProviders)
    .where(and(eq(identityProviders.clientId, clientId), eq(identityProviders.name, name)))
    .returning({ id: identityProviders.id });
  return removed.length > 0;
}

export async function setSsoOnly(db: Database, clientId: string, ssoOnly: boolean): Promise<void> {
  await db.update(clients).set({ ssoOnly }).where(eq(clients.id, clientId));
}

/** Trusts (or stops trusting) a provider's own MFA as the portal's two-factor step; false when there is none. */
export async function setProviderMfaTrust(
  db: Database,
  clientId: string,
  name: string,
  trusted: boolean,
): Promise<boolean> {
  const rows = await db
    .update(identityProviders)
    .set({ trustProviderMfa: trusted })
    .where(and(eq(identityProviders.clientId, clientId), eq(identityProviders.name, name)))
    .returning({ id: identityProviders.id });
  return rows.length > 0;
}
