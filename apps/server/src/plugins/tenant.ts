/**
 * Resolves the tenant that the request's host names (architecture section 6) and exposes it as
 * `request.tenant` (null when the host names no tenant). Only API routes need it; a route that must not
 * depend on the database for it (health, assets) sets `config: { skipTenant: true }`.
 */
import fp from 'fastify-plugin';
import type { ClientRow } from '../db/schema/index.ts';
import { tenantSlugFromHost } from '../lib/host-label.ts';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: ClientRow | null;
  }
  interface FastifyContextConfig {
    skipTenant?: boolean;
  }
}

/** What the plugin needs of the tenant directory (modules/tenants). */
export interface TenantLookup {
  findBySlug(slug: string | null): Promise<ClientRow | null>;
}

export const tenantPlugin = fp<{ tenants: TenantLookup; defaultClient: string }>(
  async (app, { tenants, defaultClient }) => {
    app.decorateRequest('tenant', null);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/') || request.routeOptions.config.skipTenant) return;
      request.tenant = await tenants.findBySlug(tenantSlugFromHost(request.host, defaultClient));
    });
  },
  { name: 'tenant' },
);
