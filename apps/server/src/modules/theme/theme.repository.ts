import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clients, clientThemes, type ClientThemeRow } from '../../db/schema/index.ts';

export async function findThemeByClientSlug(db: Database, slug: string): Promise<ClientThemeRow | null> {
  const [row] = await db
    .select({ theme: clientThemes })
    .from(clientThemes)
    .innerJoin(clients, eq(clients.id, clientThemes.clientId))
    .where(eq(clients.slug, slug))
    .limit(1);
  return row?.theme ?? null;
}
