/**
 * The theme of a tenant (spec section 3, Theme), or the platform's default theme when the host names no
 * tenant. Themes are read on every page load, so they are cached in memory per slug for a short time.
 */
import { DEFAULT_THEME, themeSchema, type Theme } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { presentTheme } from './theme.presenter.ts';
import { findThemeByClientSlug } from './theme.repository.ts';

export { DEFAULT_THEME };

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
        const parsed = row ? themeSchema.safeParse(presentTheme(row)) : null;
        return parsed?.success ? parsed.data : DEFAULT_THEME;
      });
    },
    invalidate: (slug) => cache.invalidate(slug),
  };
}
