/**
 * Signed-in people, read on every session start and permission check, kept in memory briefly: every change made
 * through the portal calls `forgetUser`, which every process hears of (people.module.ts), and anything else
 * shows within the TTL.
 */
import type { Database } from '../../db/client.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { findSignedInUser, type SignedInUser } from './people.repository.ts';

export interface UserDirectory {
  user(userId: string): Promise<SignedInUser | null>;
  forgetUser(userId: string): void;
}

export function createUserDirectory(db: Database, ttlMs: number): UserDirectory {
  const users = new TtlCache<SignedInUser | null>(ttlMs, 10_000);
  return {
    user: (userId) => users.getOrLoad(userId, () => findSignedInUser(db, userId)),
    forgetUser: (userId) => users.invalidate(userId),
  };
}
