/**
 * The theme of a tenant (spec section 3, Theme), or the platform's default theme when the host names no
 * tenant. Themes are read on every page load, so they are cached in memory per slug for a short time.
 */
import { DEFAULT_THEME, themeSchema, type Theme } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { ClientThemeRow } from '../../db/schema/index.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { findThemeByClientSlug } from './theme.repository.ts';

export { DEFAULT_THEME };

export function toTheme(row: ClientThemeRow): Theme {
  return {
    primaryColour: row.primaryColour,
    secondaryColour: row.secondaryColour,
    logoFileUrl: row.logoFileUrl,
    brandHeaderLogo: row.brandHeaderLogo,
    mobileLogo: row.mobileLogo,
    supportEmail: row.supportEmail,
    contactUsEmail: row.contactUsEmail,
    benefitBrandName: row.benefitBrandName,
    benefitBrandPhoneNumber: row.benefitBrandPhoneNumber,
    avatarSet: row.avatarSet,
    baseFont: row.baseFont,
    headerFont: row.headerFont,
  };
}

export interface ThemeService {
  /** The theme for a client slug; the default theme for null or a slug that names no tenant. */
  themeFor(slug: string | null): Promise<Theme>;
  /** Forgets cached themes (one slug, or all) after a theme is edited. */
  invalidate(slug?: string): void;
}

export function createThemeService(db: Database, ttlMs = 60_000): ThemeService {
  const cache = new TtlCache<Theme>(ttlMs, 1_000);
  return {
    async themeFor(slug) {
      if (slug === null) return DEFAULT_THEME;
      return cache.getOrLoad(slug, async () => {
        const row = await findThemeByClientSlug(db, slug);
        // A stored theme that breaks the contract (a bad colour) falls back to the default, never a 500.
        const parsed = row ? themeSchema.safeParse(toTheme(row)) : null;
        return parsed?.success ? parsed.data : DEFAULT_THEME;
      });
    },
    invalidate: (slug) => cache.invalidate(slug),
  };
}
