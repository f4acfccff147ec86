/**
 * The tenant facts a message needs (slug, public address, theme), read with the caller's database handle:
 * `send` may run inside a transaction, and a query outside it would need a second connection from the pool,
 * which under load every such transaction may be waiting for.
 */
import { DEFAULT_THEME } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clients, clientThemes } from '../../db/schema/index.ts';
import type { MailBrand } from './layout.ts';
import { tenantPublicUrl, type PublicUrlConfig } from './public-url.ts';

export interface MailTenant {
  id: string;
  slug: string;
  /** The tenant's public address, without a trailing slash. */
  baseUrl: string;
  brand: MailBrand;
}

const COLOUR = /^#[0-9a-f]{6}$/i;

/** The tenant and its brand, or null when no client has this id. */
export async function loadMailTenant(
  db: Database,
  clientId: string,
  config: PublicUrlConfig,
): Promise<MailTenant | null> {
  const [row] = await db
    .select({
      slug: clients.slug,
      publicUrl: clients.publicUrl,
      brandName: clientThemes.benefitBrandName,
      primaryColour: clientThemes.primaryColour,
      logoFileUrl: clientThemes.logoFileUrl,
      supportEmail: clientThemes.supportEmail,
    })
    .from(clients)
    .leftJoin(clientThemes, eq(clientThemes.clientId, clients.id))
    .where(eq(clients.id, clientId))
    .limit(1);
  if (!row) return null;
  const baseUrl = tenantPublicUrl({ slug: row.slug, publicUrl: row.publicUrl }, config);
  const logo = row.logoFileUrl ?? DEFAULT_THEME.logoFileUrl;
  return {
    id: clientId,
    slug: row.slug,
    baseUrl,
    brand: {
      name: row.brandName ?? DEFAULT_THEME.benefitBrandName,
      // A colour that breaks the theme contract must not reach a style attribute.
      primaryColour:
        row.primaryColour && COLOUR.test(row.primaryColour) ? row.primaryColour : DEFAULT_THEME.primaryColour,
      logoUrl: /^https?:\/\//i.test(logo) ? logo : `${baseUrl}${logo.startsWith('/') ? '' : '/'}${logo}`,
      supportEmail: row.supportEmail ?? DEFAULT_THEME.supportEmail,
    },
  };
}
