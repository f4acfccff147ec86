import fs from 'node:fs';
import path from 'node:path';
import { STORAGE_KEYS } from '@portal/contracts/constants';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@portal/contracts/colour';
import {
  applyCachedTheme,
  applyTheme,
  DEFAULT_THEME,
  normaliseTheme,
  readCachedTheme,
  themeVariables,
} from './theme.ts';

const demo = {
  ...DEFAULT_THEME,
  primaryColour: '#00857c',
  secondaryColour: '#272a31',
  baseFont: 'Lato',
  headerFont: 'Montserrat',
};
const webRoot = path.resolve(import.meta.dirname, '../..');

function cssVariable(name: string): string {
  return document.documentElement.style.getPropertyValue(name);
}

describe('theme variables', () => {
  const variables = themeVariables(demo);

  it('holds the primary and secondary colours with their tints 100/80/60/20/5', () => {
    expect(variables['--colour-primary']).toBe('#00857c');
    expect(variables['--colour-secondary']).toBe('#272a31');
    for (const percent of [100, 80, 60, 20, 5]) {
      expect(variables).toHaveProperty(`--colour-primary-${percent}`);
      expect(variables).toHaveProperty(`--colour-secondary-${percent}`);
    }
    expect(variables['--colour-primary-100']).toBe('#00857c');
    expect(variables['--colour-primary-20']).toBe('#cce7e5');
  });

  it('gives every colour and tint a text colour that passes AA', () => {
    for (const name of ['primary', 'secondary']) {
      for (const suffix of ['', '-100', '-80', '-60', '-20', '-5']) {
        const background = variables[`--colour-${name}${suffix}`]!;
        const text = variables[`--colour-on-${name}${suffix}`]!;
        expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(variables['--colour-on-primary']).toBe('#ffffff');
  });

  it('has a link colour that passes AA on white', () => {
    expect(
      contrastRatio(themeVariables({ ...demo, primaryColour: '#7fd1ff' })['--colour-link']!, '#ffffff'),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('sets the base and header fonts, self-hosted families first', () => {
    expect(variables['--font-base']).toMatch(/^'Lato', /);
    expect(variables['--font-header']).toMatch(/^'Montserrat', /);
  });

  it('ignores font names that could break out of the CSS value', () => {
    expect(themeVariables({ ...demo, baseFont: 'x"; color: red' })['--font-base']).not.toContain('red');
  });

  it('are the defaults written in styles/tokens.css', () => {
    const tokens = fs.readFileSync(path.join(webRoot, 'src/styles/tokens.css'), 'utf8');
    for (const [name, value] of Object.entries(themeVariables(DEFAULT_THEME))) {
      expect(tokens).toContain(`${name}: ${value};`);
    }
  });
});

describe('normalising a theme from the network', () => {
  it('fills what is missing or malformed from the default theme', () => {
    const theme = normaliseTheme({ primaryColour: 'red', benefitBrandName: 'Demo Benefits' });
    expect(theme.primaryColour).toBe('#7f48df');
    expect(theme.secondaryColour).toBe('#272a31');
    expect(theme.benefitBrandName).toBe('Demo Benefits');
    expect(theme.brandHeaderLogo).toBe('/logos/default-header-logo.svg');
  });
});

describe('applying and caching', () => {
  it('sets the variables on <html> and caches fonts and variables under client-theme', () => {
    applyTheme(demo);
    expect(cssVariable('--colour-primary')).toBe('#00857c');
    expect(cssVariable('--colour-on-primary')).toBe('#ffffff');
    const cached = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.clientTheme)!);
    expect(cached.baseFont).toBe('Lato');
    expect(cached.headerFont).toBe('Montserrat');
    expect(cached.variables['--colour-primary']).toBe('#00857c');
  });

  it('re-applies the cached theme on the next load', () => {
    applyTheme(demo);
    document.documentElement.removeAttribute('style');
    expect(cssVariable('--colour-primary')).toBe('');
    const cached = applyCachedTheme();
    expect(cached?.theme.primaryColour).toBe('#00857c');
    expect(cssVariable('--colour-primary')).toBe('#00857c');
  });

  it('has nothing to re-apply when the cache is empty or unreadable', () => {
    expect(readCachedTheme()).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.clientTheme, '{not json');
    expect(applyCachedTheme()).toBeNull();
  });

  it('is re-applied before the app starts by public/theme-boot.js', () => {
    applyTheme({ ...demo, primaryColour: '#c2410c' });
    document.documentElement.removeAttribute('style');
    const script = fs.readFileSync(path.join(webRoot, 'public/theme-boot.js'), 'utf8');
    new Function(script)();
    expect(cssVariable('--colour-primary')).toBe('#c2410c');
    expect(cssVariable('--font-header')).toMatch(/^'Montserrat'/);
  });
});
