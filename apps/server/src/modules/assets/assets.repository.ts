import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clientAssets, clients, type ClientAssetRow } from '../../db/schema/index.ts';

export async function findAsset(
  db: Database,
  clientSlug: string,
  name: string,
): Promise<ClientAssetRow | null> {
  const [row] = await db
    .select({ asset: clientAssets })
    .from(clientAssets)
    .innerJoin(clients, eq(clients.id, clientAssets.clientId))
    .where(and(eq(clients.slug, clientSlug), eq(clientAssets.name, name)))
    .limit(1);
  return row?.asset ?? null;
}

export async function upsertAsset(
  db: Database,
  values: { clientId: string; name: string; contentType: string; bytes: Buffer; sha256: string },
): Promise<void> {
  await db
    .insert(clientAssets)
    .values(values)
    .onConflictDoUpdate({
      target: [clientAssets.clientId, clientAssets.name],
      set: { contentType: values.contentType, bytes: values.bytes, sha256: values.sha256 },
    });
}
