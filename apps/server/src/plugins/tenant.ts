/**
 * Resolves the tenant that the request's host names (architecture section 6) and exposes it as
 * `request.tenant` (null when the host names no tenant). Only API routes need it; a route that must not
 * depend on the database for it (health, assets) sets `config: { skipTenant: true }`.
 *
 * The platform host (`platform.<domain>`, issue 35) names no tenant: `request.tenant` stays null there,
 * `request.platformHost` is true and `request.platformSite` is the platform's own record, where platform
 * administrators' sign-ins are kept (`signInSite`). An archived client's host names no tenant either: nobody
 * signs in there, and its data stays.
 */
import { PLATFORM_HOST_LABEL } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ClientRow } from '../db/schema/index.ts';
import { tenantSlugFromHost } from '../lib/host-label.ts';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: ClientRow | null;
    /** The request came to the platform's own host (which names no tenant). */
    platformHost: boolean;
    /** On the platform host: the platform's own record (sign-ins of platform administrators). */
    platformSite: ClientRow | null;
  }
  interface FastifyContextConfig {
    skipTenant?: boolean;
  }
}

/** What the plugin needs of the tenant directory (modules/tenants). */
export interface TenantLookup {
  findBySlug(slug: string | null): Promise<ClientRow | null>;
  /** The client of a slug as held in memory now (null: no such client); undefined when it must be read. */
  cachedBySlug?(slug: string): ClientRow | null | undefined;
}

/** Where a sign-in on this host is kept: the host's tenant, or the platform's own record on its host. */
export function signInSite(request: FastifyRequest): ClientRow | null {
  return request.tenant ?? request.platformSite;
}

export const tenantPlugin = fp<{ tenants: TenantLookup; defaultClient: string }>(
  async (app, { tenants, defaultClient }) => {
    app.decorateRequest('tenant', null);
    app.decorateRequest('platformHost', false);
    app.decorateRequest('platformSite', null);
    const hostTenant = (tenant: ClientRow | null) => (tenant && !tenant.archivedAt ? tenant : null);
    async function resolve(request: FastifyRequest, slug: string | null): Promise<void> {
      if (slug === PLATFORM_HOST_LABEL) {
        request.platformHost = true;
        request.platformSite = await tenants.findBySlug(slug);
        return;
      }
      request.tenant = hostTenant(await tenants.findBySlug(slug));
    }
    // A callback hook: a tenant already in memory (nearly every request) costs no promise.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!request.url.startsWith('/api/') || request.routeOptions.config.skipTenant) {
        done();
        return;
      }
      const slug = tenantSlugFromHost(request.host, defaultClient);
      const known =
        slug === null ? null : slug === PLATFORM_HOST_LABEL ? undefined : tenants.cachedBySlug?.(slug);
      if (known !== undefined) {
        request.tenant = hostTenant(known);
        done();
        return;
      }
      resolve(request, slug).then(() => done(), done);
    });
  },
  { name: 'tenant' },
);
