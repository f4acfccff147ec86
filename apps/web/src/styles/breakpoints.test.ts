/**
 * Every width a stylesheet's media query names is one of spec section 9's breakpoints (contracts' BREAKPOINTS):
 * the mobile breakpoint (from 768px, so "below" is up to 767px), the small-screen query (max-width 600px), the
 * desktop breakpoint (from 1023px) and the narrow breakpoint (311px or less). CSS cannot read the constants, so
 * this keeps the two in step.
 */
import { BREAKPOINTS } from '@portal/contracts/constants';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(import.meta.dirname, '..');
const ALLOWED = {
  'min-width': [BREAKPOINTS.mobile, BREAKPOINTS.desktopFrom],
  'max-width': [BREAKPOINTS.mobile - 1, BREAKPOINTS.smallScreenMax, BREAKPOINTS.narrowMax],
} as const;

function stylesheets(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

describe('media queries', () => {
  const queries = stylesheets(SOURCE).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/@media[^{]*?\((min-width|max-width):\s*(\d+)px\)/g)].map(
      (match) => ({
        file: path.relative(SOURCE, file),
        feature: match[1] as keyof typeof ALLOWED,
        px: Number(match[2]),
      }),
    ),
  );

  it("use only the spec's breakpoints", () => {
    const strays = queries.filter(({ feature, px }) => !(ALLOWED[feature] as readonly number[]).includes(px));
    expect(strays).toEqual([]);
  });

  it('lay out for the small-screen query and the narrow breakpoint', () => {
    const widths = new Set(queries.filter((query) => query.feature === 'max-width').map((query) => query.px));
    expect(widths).toContain(BREAKPOINTS.smallScreenMax);
    expect(widths).toContain(BREAKPOINTS.narrowMax);
  });
});
