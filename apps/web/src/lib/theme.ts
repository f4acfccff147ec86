import type { Theme } from '@portal/contracts';
import { DEFAULT_FONT, DEFAULT_THEME, STORAGE_KEYS, THEME_TINTS } from '@portal/contracts/constants';
import {
  darkenToContrast,
  isHexColour,
  normaliseHex,
  readableTextColour,
  tint,
} from '@portal/contracts/colour';
import { fontStack } from './fonts.ts';

/**
 * The client theme as CSS custom properties on <html>. Colours come with tints (100/80/60/20/5 % mixed with
 * white) and a text colour for each, chosen by contrast (AAA where possible, AA always). The result is cached in
 * local storage `client-theme` and re-applied on load (public/theme-boot.js does the same before the bundle).
 */

export type ThemeVariables = Record<string, string>;

export interface CachedTheme {
  baseFont: string;
  headerFont: string;
  variables: ThemeVariables;
  theme: Theme;
}

export { DEFAULT_FONT, DEFAULT_THEME };

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

function nullableText(value: unknown, fallback: string | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value : fallback;
}

/** A theme from an untrusted source (the network or storage), with defaults for anything missing or malformed. */
export function normaliseTheme(raw: unknown): Theme {
  const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const colour = (value: unknown, fallback: string) => (isHexColour(value) ? normaliseHex(value) : fallback);
  return {
    primaryColour: colour(source.primaryColour, DEFAULT_THEME.primaryColour),
    secondaryColour: colour(source.secondaryColour, DEFAULT_THEME.secondaryColour),
    logoFileUrl: text(source.logoFileUrl, DEFAULT_THEME.logoFileUrl),
    brandHeaderLogo: text(source.brandHeaderLogo, DEFAULT_THEME.brandHeaderLogo),
    mobileLogo: text(source.mobileLogo, DEFAULT_THEME.mobileLogo),
    supportEmail: text(source.supportEmail, DEFAULT_THEME.supportEmail),
    contactUsEmail: text(source.contactUsEmail, DEFAULT_THEME.contactUsEmail),
    benefitBrandName: text(source.benefitBrandName, DEFAULT_THEME.benefitBrandName),
    benefitBrandPhoneNumber: nullableText(
      source.benefitBrandPhoneNumber,
      DEFAULT_THEME.benefitBrandPhoneNumber,
    ),
    avatarSet: nullableText(source.avatarSet, null),
    baseFont: text(source.baseFont, DEFAULT_THEME.baseFont),
    headerFont: text(source.headerFont, DEFAULT_THEME.headerFont),
  };
}

function colourVariables(name: 'primary' | 'secondary', colour: string): ThemeVariables {
  const variables: ThemeVariables = {
    [`--colour-${name}`]: colour,
    [`--colour-on-${name}`]: readableTextColour(colour).colour,
  };
  for (const percent of THEME_TINTS) {
    const shade = tint(colour, percent);
    variables[`--colour-${name}-${percent}`] = shade;
    variables[`--colour-on-${name}-${percent}`] = readableTextColour(shade).colour;
  }
  return variables;
}

/** Every CSS variable of a theme. `--colour-link` is the primary colour darkened, if needed, to AA on white. */
export function themeVariables(
  theme: Pick<Theme, 'primaryColour' | 'secondaryColour' | 'baseFont' | 'headerFont'>,
): ThemeVariables {
  const primary = normaliseHex(theme.primaryColour);
  const secondary = normaliseHex(theme.secondaryColour);
  return {
    ...colourVariables('primary', primary),
    ...colourVariables('secondary', secondary),
    '--colour-link': darkenToContrast(primary),
    '--font-base': fontStack(theme.baseFont),
    '--font-header': fontStack(theme.headerFont),
  };
}

export function applyThemeVariables(
  variables: ThemeVariables,
  root: HTMLElement = document.documentElement,
): void {
  for (const [name, value] of Object.entries(variables)) {
    if (name.startsWith('--')) root.style.setProperty(name, value);
  }
}

export function cacheTheme(cached: CachedTheme): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.clientTheme, JSON.stringify(cached));
  } catch {
    // Storage full or disabled: the theme still applies, it just is not remembered.
  }
}

export function readCachedTheme(): CachedTheme | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.clientTheme);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<CachedTheme> | null;
    if (!parsed || typeof parsed !== 'object' || !parsed.theme) return null;
    const theme = normaliseTheme(parsed.theme);
    return {
      baseFont: theme.baseFont,
      headerFont: theme.headerFont,
      variables: themeVariables(theme),
      theme,
    };
  } catch {
    return null;
  }
}

export function clearCachedTheme(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.clientTheme);
  } catch {
    // Nothing to clear.
  }
}

/** Applies a theme to the page and caches it for the next load. */
export function applyTheme(raw: unknown): CachedTheme {
  const theme = normaliseTheme(raw);
  const cached: CachedTheme = {
    baseFont: theme.baseFont,
    headerFont: theme.headerFont,
    variables: themeVariables(theme),
    theme,
  };
  applyThemeVariables(cached.variables);
  cacheTheme(cached);
  return cached;
}

/** Re-applies the cached theme, if any (the app does this at start in case theme-boot.js did not run). */
export function applyCachedTheme(): CachedTheme | null {
  const cached = readCachedTheme();
  if (cached) applyThemeVariables(cached.variables);
  return cached;
}
