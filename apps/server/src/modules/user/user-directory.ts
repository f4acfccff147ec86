/**
 * Signed-in users and their tenant's session facts (current terms revision, current scheme), read on every
 * session start. When this process is the only server of its database (embedded PGlite), they are kept in
 * memory briefly: every change made through the app calls `forgetUser` / `forgetTenant`, and anything else
 * (another tool editing the database) shows within the TTL. With a shared PostgreSQL they are read each time.
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
  if (ttlMs <= 0) {
    return {
      user: (userId) => findSignedInUser(db, userId),
      tenantFacts: (tenantId) => findTenantSessionFacts(db, tenantId),
      forgetUser: () => {},
      forgetTenant: () => {},
    };
  }
  const users = new TtlCache<SignedInUser | null>(ttlMs, 10_000);
  const tenants = new TtlCache<TenantSessionFacts>(ttlMs, 1_000);
  return {
    user: (userId) => users.getOrLoad(userId, () => findSignedInUser(db, userId)),
    tenantFacts: (tenantId) => tenants.getOrLoad(tenantId, () => findTenantSessionFacts(db, tenantId)),
    forgetUser: (userId) => users.invalidate(userId),
    forgetTenant: (tenantId) => tenants.invalidate(tenantId),
  };
}
