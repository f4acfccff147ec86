/**
 * The public address of a tenant, from configuration only (never from a request's Host header, which an
 * attacker chooses): the tenant's own `public_url`, else PUBLIC_URL for the default client, else PUBLIC_URL
 * with the tenant's slug as an extra first host label (http://localhost:3000 -> http://northwind.localhost:3000).
 */

export interface PublicUrlTenant {
  slug: string;
  publicUrl: string | null;
}

export interface PublicUrlConfig {
  publicUrl: string;
  defaultClient: string;
}

/** The tenant's base address, without a trailing slash. */
export function tenantPublicUrl(tenant: PublicUrlTenant, config: PublicUrlConfig): string {
  if (tenant.publicUrl) return withoutTrailingSlash(tenant.publicUrl);
  if (tenant.slug === config.defaultClient) return withoutTrailingSlash(config.publicUrl);
  const url = new URL(config.publicUrl);
  url.hostname = `${tenant.slug}.${url.hostname}`;
  return withoutTrailingSlash(`${url.origin}${url.pathname}`);
}

/**
 * An absolute link for a path of the portal ('/reset-password?token=...'). Only a path is accepted, so a
 * caller can never make a message link to another site.
 */
export function absoluteLink(baseUrl: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) {
    throw new Error(`A mail link must be a path of the portal, not ${JSON.stringify(path)}`);
  }
  return `${baseUrl}${path}`;
}

/** The host name of an address, for the default sender (no-reply@host). */
export function hostOf(baseUrl: string): string {
  return new URL(baseUrl).hostname;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
