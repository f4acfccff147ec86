/**
 * Looks tenants up by slug for every API request, so answers are cached briefly in memory.
 * Edits to a client call `invalidate`; other server instances see them after the TTL.
 */
import type { Database } from '../../db/client.ts';
import type { ClientRow } from '../../db/schema/index.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { findClientBySlug } from './tenants.repository.ts';

export interface TenantDirectory {
  /** The client that a slug names, or null (also for a null slug). */
  findBySlug(slug: string | null): Promise<ClientRow | null>;
  /** The client of a slug as held in memory now (null: no such client); undefined when it must be read. */
  cachedBySlug(slug: string): ClientRow | null | undefined;
  invalidate(slug?: string): void;
}

export function createTenantDirectory(db: Database, ttlMs = 30_000): TenantDirectory {
  // `null` is cached too: unknown labels are answered without a query until the TTL passes.
  const cache = new TtlCache<ClientRow | null>(ttlMs, 1_000);
  return {
    async findBySlug(slug) {
      if (slug === null) return null;
      return cache.getOrLoad(slug, () => findClientBySlug(db, slug));
    },
    cachedBySlug: (slug) => cache.get(slug),
    invalidate: (slug) => cache.invalidate(slug),
  };
}
