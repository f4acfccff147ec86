import type { Theme } from '@portal/contracts';
import { themeVariables } from '../lib/theme.ts';

/** Characters that could end a declaration, a rule or the `<style>` element. */
const UNSAFE = /[<>{};\\]/;

/**
 * The theme's CSS variables (the same as applyTheme sets on <html>) as a rule on :root, so that a page drawn by the
 * server paints in the tenant's colours and fonts before its script runs.
 */
export function themeStyleSheet(theme: Theme): string {
  const declarations = Object.entries(themeVariables(theme))
    .filter(([name, value]) => /^--[a-z0-9-]+$/.test(name) && !UNSAFE.test(value))
    .map(([name, value]) => `${name}:${value}`);
  return `:root{${declarations.join(';')}}`;
}
