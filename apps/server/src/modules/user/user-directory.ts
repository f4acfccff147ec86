/**
 * Signed-in users and their tenant's session facts (current terms revision, current scheme), read on every
 * session start, kept in memory briefly: every change made through the portal calls `forgetUser` /
 * `forgetTenant`, which every process hears of (user/index.ts), and anything else shows within the TTL.
 */
import type { Database } from '../../db/client.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import {
  findSignedInUser,
  findTenantSessionFacts,
  type SignedInUser,
  type TenantSessionFacts,
} from './user.repository.ts';

export interface UserDirectory {
  user(userId: string): Promise<SignedInUser | null>;
  tenantFacts(tenantId: string): Promise<TenantSessionFacts>;
  forgetUser(userId: string): void;
  /** After publishing terms, changing scheme years or importing content: one tenant, or all. */
  forgetTenant(tenantId?: string): void;
}

export function createUserDirectory(db: Database, ttlMs: number): UserDirectory {
  const users = new TtlCache<SignedInUser | null>(ttlMs, 10_000);
  const tenants = new TtlCache<TenantSessionFacts>(ttlMs, 1_000);
  return {
    user: (userId) => users.getOrLoad(userId, () => findSignedInUser(db, userId)),
    tenantFacts: (tenantId) => tenants.getOrLoad(tenantId, () => findTenantSessionFacts(db, tenantId)),
    forgetUser: (userId) => users.invalidate(userId),
    forgetTenant: (tenantId) => tenants.invalidate(tenantId),
  };
}
