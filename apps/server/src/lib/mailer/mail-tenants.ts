/**
 * The tenants' mail facts (slug, public address, brand), kept in memory per client: on the first morning of a
 * window every submit sends an e-mail, and the brand it needs changes a few times a year. Every process drops
 * them all when any theme or client's settings change (the owners' change notices), and after a minute at most,
 * should a notice be lost.
 */
import type { Database } from '../../db/client.ts';
import type { ChangeNotices } from '../change-notices.ts';
import { TENANTS_TOPIC, THEMES_TOPIC } from '../change-topics.ts';
import { TtlCache } from '../ttl-cache.ts';
import { loadMailTenant, type MailTenant } from './mail-brand.ts';
import type { PublicUrlConfig } from './public-url.ts';

export type MailTenants = (clientId: string, db: Database) => Promise<MailTenant | null>;

class NoSuchClient extends Error {}

export function cachedMailTenants(
  config: PublicUrlConfig,
  notices: Pick<ChangeNotices, 'subscribe'> | undefined,
  ttlMs = 60_000,
): MailTenants {
  const cache = new TtlCache<MailTenant>(ttlMs, 10_000);
  const forgetAll = () => cache.invalidate();
  notices?.subscribe(THEMES_TOPIC, forgetAll);
  notices?.subscribe(TENANTS_TOPIC, forgetAll);
  return async (clientId, db) => {
    try {
      // Read with the caller's handle (see mail-brand.ts); an unknown client is not kept.
      return await cache.getOrLoad(clientId, async () => {
        const tenant = await loadMailTenant(db, clientId, config);
        if (!tenant) throw new NoSuchClient();
        return tenant;
      });
    } catch (error) {
      if (error instanceof NoSuchClient) return null;
      throw error;
    }
  };
}
