import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clients, type ClientRow } from '../../db/schema/index.ts';

export async function findClientBySlug(db: Database, slug: string): Promise<ClientRow | null> {
  const [row] = await db.select().from(clients).where(eq(clients.slug, slug)).limit(1);
  return row ?? null;
}

export async function findClientById(db: Database, id: string): Promise<ClientRow | null> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id)).limit(1);
  return row ?? null;
}

/**
 * The client's row, locked until the transaction ends: two changes of one client's records at once (a double
 * click) take turns, and the second reads what the first wrote.
 */
export async function lockClientRow(tx: Database, id: string): Promise<ClientRow | null> {
  const [row] = await tx.select().from(clients).where(eq(clients.id, id)).for('update');
  return row ?? null;
}
