/**
 * SAML's own rows (db/schema/saml.ts): a provider's settings, the AuthnRequests in flight, the assertion IDs
 * already accepted, and the single-logout tickets of SAML sessions.
 */
import { and, eq, gt, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  identityProviders,
  samlAssertionIds,
  samlLogoutTickets,
  samlProviders,
  samlRequests,
  type SamlProviderRow,
  type SamlRequestRow,
} from '../../db/schema/index.ts';

export async function findSamlSettings(
  db: Database,
  identityProviderId: string,
): Promise<SamlProviderRow | null> {
  const [row] = await db
    .select()
    .from(samlProviders)
    .where(eq(samlProviders.identityProviderId, identityProviderId))
    .limit(1);
  return row ?? null;
}

export async function insertSamlSettings(db: Database, row: SamlProviderRow): Promise<void> {
  await db.insert(samlProviders).values(row);
}

export async function updateSamlSettings(
  db: Database,
  identityProviderId: string,
  changes: Partial<Omit<SamlProviderRow, 'identityProviderId'>>,
): Promise<void> {
  await db.update(samlProviders).set(changes).where(eq(samlProviders.identityProviderId, identityProviderId));
}

/** The SAML providers whose metadata comes from an address (the daily refresh). */
export function listFetchedSamlProviders(db: Database) {
  return db
    .select({ identityProviderId: samlProviders.identityProviderId, metadataUrl: samlProviders.metadataUrl })
    .from(samlProviders)
    .innerJoin(identityProviders, eq(identityProviders.id, samlProviders.identityProviderId))
    .where(isNotNull(samlProviders.metadataUrl));
}

export async function insertSamlRequest(db: Database, row: SamlRequestRow): Promise<void> {
  await db.delete(samlRequests).where(lt(samlRequests.expiresAt, row.createdAt));
  await db.insert(samlRequests).values(row);
}

/**
 * Marks the request a response answers used, in one statement, only if it is this provider's, was sent from
 * this browser with this RelayState, is unused and in time: the same response twice cannot both get it.
 */
export async function consumeSamlRequest(
  db: Database,
  request: {
    requestId: string;
    identityProviderId: string;
    browserBindingHash: Buffer;
    relayStateHash: Buffer;
    at: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(samlRequests)
    .set({ usedAt: request.at })
    .where(
      and(
        eq(samlRequests.requestId, request.requestId),
        eq(samlRequests.identityProviderId, request.identityProviderId),
        eq(samlRequests.browserBindingHash, request.browserBindingHash),
        eq(samlRequests.relayStateHash, request.relayStateHash),
        isNull(samlRequests.usedAt),
        gt(samlRequests.expiresAt, request.at),
      ),
    )
    .returning({ requestId: samlRequests.requestId });
  return rows.length > 0;
}

/** A request as stored, to say why a response for it was refused (read only after the refusal). */
export async function findSamlRequest(db: Database, requestId: string): Promise<SamlRequestRow | null> {
  const [row] = await db.select().from(samlRequests).where(eq(samlRequests.requestId, requestId)).limit(1);
  return row ?? null;
}

/**
 * Remembers an accepted assertion's ID until its NotOnOrAfter; false when it is already remembered (a
 * replay, on this server or another: the database is the one memory).
 */
export async function rememberAssertion(
  db: Database,
  assertion: { identityProviderId: string; assertionId: string; notOnOrAfter: Date; at: Date },
): Promise<boolean> {
  await db.delete(samlAssertionIds).where(lte(samlAssertionIds.notOnOrAfter, assertion.at));
  const inserted = await db
    .insert(samlAssertionIds)
    .values({
      identityProviderId: assertion.identityProviderId,
      assertionId: assertion.assertionId,
      notOnOrAfter: assertion.notOnOrAfter,
    })
    .onConflictDoNothing()
    .returning({ assertionId: samlAssertionIds.assertionId });
  return inserted.length > 0;
}

export async function insertLogoutTicket(
  db: Database,
  at: Date,
  row: typeof samlLogoutTickets.$inferInsert,
): Promise<void> {
  await db.delete(samlLogoutTickets).where(lt(samlLogoutTickets.expiresAt, at));
  await db.insert(samlLogoutTickets).values(row);
}

/** Takes a logout ticket (once): the person's NameID and session index at the provider. */
export async function takeLogoutTicket(
  db: Database,
  ticket: { ticketHash: Buffer; identityProviderId: string; at: Date },
) {
  const [row] = await db
    .delete(samlLogoutTickets)
    .where(
      and(
        eq(samlLogoutTickets.ticketHash, ticket.ticketHash),
        eq(samlLogoutTickets.identityProviderId, ticket.identityProviderId),
        gt(samlLogoutTickets.expiresAt, ticket.at),
      ),
    )
    .returning();
  return row ?? null;
}
