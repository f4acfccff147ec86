/**
 * What every session start reads of a tenant's content: its current terms revision, whether it publishes FAQs,
 * and its avatar set. Kept in memory briefly: the content import (the only way content changes) is published as
 * CONTENT_FACTS_TOPIC, which every process hears of (content.module.ts); anything else shows within the TTL.
 */
import type { Database } from '../../db/client.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { findLatestRevisionNumber } from './content.repository.ts';
import { listAvatarOptions, tenantHasFaqs } from './tenant-content.repository.ts';

/** One avatar of the tenant's set; `imageName` is one of the tenant's stored assets. */
export interface TenantAvatar {
  value: string;
  label: string;
  imageName: string;
}

export interface TenantContentFacts {
  /** The highest revision of the tenant's terms, or null when it publishes none. */
  currentTermsRevision: number | null;
  /** The tenant publishes at least one FAQ. */
  hasFaqs: boolean;
  /** The tenant's avatar set, in order. */
  avatarOptions: TenantAvatar[];
}

export interface ContentFacts {
  of(tenantId: string): Promise<TenantContentFacts>;
  /** After the tenant's content changed: one tenant, or all. */
  forgetTenant(tenantId?: string): void;
}

async function loadFacts(db: Database, tenantId: string): Promise<TenantContentFacts> {
  const [termsRevision, hasFaqs, avatars] = await Promise.all([
    findLatestRevisionNumber(db, tenantId, 'terms'),
    tenantHasFaqs(db, tenantId),
    listAvatarOptions(db, tenantId),
  ]);
  return {
    currentTermsRevision: termsRevision === 0 ? null : termsRevision,
    hasFaqs,
    avatarOptions: avatars.map(({ value, label, imageName }) => ({ value, label, imageName })),
  };
}

export function createContentFacts(db: Database, ttlMs: number): ContentFacts {
  const tenants = new TtlCache<TenantContentFacts>(ttlMs, 1_000);
  return {
    of: (tenantId) => tenants.getOrLoad(tenantId, () => loadFacts(db, tenantId)),
    forgetTenant: (tenantId) => tenants.invalidate(tenantId),
  };
}
