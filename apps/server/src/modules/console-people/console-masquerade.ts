/**
 * Masquerade from the console (issue 35): the operator picks a client, one of its people and a scheme year,
 * and gives a reason; the answer is the same single-use link on the client's own address that the launcher
 * on a tenant's host makes (masquerade module: one way to make it, audited as `masquerade.granted` in the
 * grant's own transaction, `via: 'console'`).
 */
import type { ConsoleMasquerade, MasqueradeLink, MasqueradeRequest } from '@portal/contracts';
import type { ClientRow } from '../../db/schema/index.ts';
import {
  createMasqueradeLink,
  listSchemeYears,
  masqueradeRefusal,
  type MasqueradeLinkDeps,
} from '../masquerade/index.ts';
import type { ConsoleActor } from '../console/index.ts';

export async function consoleMasquerade(
  { db }: MasqueradeLinkDeps,
  client: ClientRow,
): Promise<ConsoleMasquerade> {
  return {
    client: { slug: client.slug, name: client.name },
    // The console finds archived clients too; their launcher says why no link can be made.
    archived: client.archivedAt !== null,
    schemeYears: await listSchemeYears(db, client.id),
  };
}

export async function startConsoleMasquerade(
  links: MasqueradeLinkDeps,
  actor: ConsoleActor,
  client: ClientRow,
  userId: string,
  request: MasqueradeRequest,
): Promise<MasqueradeLink> {
  const outcome = await createMasqueradeLink(links, {
    tenant: client,
    target: { id: userId },
    adminId: actor.userId,
    schemeYear: request.schemeYear,
    reason: request.reason,
    via: { kind: 'console', origin: actor.origin },
  });
  if (outcome.ok) return { url: outcome.url };
  throw masqueradeRefusal(outcome.reason);
}
