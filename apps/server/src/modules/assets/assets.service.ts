/** Tenant files (logos) kept in the database, addressed by client slug and name. */
import { createHash } from 'node:crypto';
import { API_BASE, apiPaths, pathTo } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { ClientAssetRow } from '../../db/schema/index.ts';
import { findAsset, upsertAsset } from './assets.repository.ts';

export function assetUrl(clientSlug: string, name: string): string {
  return `${API_BASE}${pathTo(apiPaths.asset, { clientSlug, name })}`;
}

export function getAsset(db: Database, clientSlug: string, name: string): Promise<ClientAssetRow | null> {
  return findAsset(db, clientSlug, name);
}

export async function saveAsset(
  db: Database,
  input: { clientId: string; name: string; contentType: string; bytes: Buffer },
): Promise<void> {
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  await upsertAsset(db, { ...input, sha256 });
}
