/**
 * Archives a client or brings it back (issue 35). An archived client's host names no tenant (plugins/tenant.ts),
 * so nobody signs in there and its sessions' tokens are refused; every row of its data stays. The change and
 * its audit row are one transaction; then every process forgets the cached tenant.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clients, type ClientRow } from '../../db/schema/index.ts';
import { recordConsoleChange, type ConsoleActor } from '../console/index.ts';
import type { TenantDirectory } from '../tenants/index.ts';

export async function setClientArchived(
  deps: { db: Database; tenants: TenantDirectory },
  actor: ConsoleActor,
  client: ClientRow,
  change: { archived: boolean; reason: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // Only a change is written and audited: archiving an archived client changes nothing.
    const [changed] = await tx
      .update(clients)
      .set({ archivedAt: change.archived ? actor.at : null })
      .where(
        and(
          eq(clients.id, client.id),
          change.archived ? isNull(clients.archivedAt) : isNotNull(clients.archivedAt),
        ),
      )
      .returning({ archivedAt: clients.archivedAt });
    if (!changed) return;
    await recordConsoleChange(tx, actor, {
      type: change.archived ? 'console.client_archived' : 'console.client_restored',
      clientId: client.id,
      subject: { slug: client.slug },
      before: { archivedAt: client.archivedAt?.toISOString() ?? null },
      after: { archivedAt: changed.archivedAt?.toISOString() ?? null },
      reason: change.reason,
    });
  });
  deps.tenants.invalidate(client.slug);
}
