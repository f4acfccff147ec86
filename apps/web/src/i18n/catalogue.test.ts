import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import shellTexts from './en-GB.json';

// The catalogue is split so that `/` downloads only the shell's texts (lib/i18n.ts). A section in i18n/en-GB/ is
// in the catalogue only once a module has called addTexts with it: these checks make sure that every file naming
// one of its keys has done so, so no page can render a key instead of its text.

const srcDir = join(import.meta.dirname, '..');
const sectionsDir = join(import.meta.dirname, 'en-GB');

/** Each lazily added section: its file in i18n/en-GB/ and its one top-level key. */
const sections = readdirSync(sectionsDir).map((file) => {
  const texts = JSON.parse(readFileSync(join(sectionsDir, file), 'utf8')) as Record<string, unknown>;
  return { file, keys: Object.keys(texts) };
});

const sourceFiles = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
  (path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.startsWith('test/'),
);

const camelCase = (file: string) =>
  file.replace(/\.json$/, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

describe('the text catalogue', () => {
  it('has one section per file in i18n/en-GB/, named after the file and not in the shell', () => {
    for (const { file, keys } of sections) {
      expect(keys, file).toEqual([camelCase(file)]);
      expect(Object.keys(shellTexts), file).not.toContain(camelCase(file));
    }
  });

  it('is added to by every file that names a key of a section in i18n/en-GB/', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const path of sourceFiles) {
      const source = readFileSync(join(srcDir, path), 'utf8');
      const added = /^addTexts\(([^)]*)\);$/m.exec(source)?.[1]?.split(/,\s*/) ?? [];
      for (const { file, keys } of sections) {
        const section = keys[0]!;
        if (!new RegExp(`['"\`]${section}\\.[\\w$]`).test(source)) continue;
        checked += 1;
        const name = new RegExp(`^import (\\w+) from '[./]*i18n/en-GB/${file}';$`, 'm').exec(source)?.[1];
        if (!name || !added.includes(name)) missing.push(`${path}: ${section}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(sections.length); // the pattern does find the keys
  });
});
