/**
 * The web found the way a newcomer looks: by folder names. docs/architecture.md ("Where things are") lists
 * behaviours of the specification, each with the one folder a newcomer would guess and the file that does it;
 * these checks keep that table true as code moves. And one idea has one name on both sides: every web feature is
 * named as a server module.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repository = path.join(import.meta.dirname, '../../..');
const web = path.join(repository, 'apps/web/src');

/** The rows of the "Where things are" table: behaviour, folder and file. */
function whereThingsAre() {
  const doc = readFileSync(path.join(repository, 'docs/architecture.md'), 'utf8');
  const section = doc.split('### Where things are')[1]?.split(/\n#{2,3} /)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(behaviour|-)/.test(line))
    .map((line) => {
      const [behaviour = '', folder = '', file = ''] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/^`|`$/g, ''));
      return { behaviour, folder, file };
    });
}

const folders = (parent: string) =>
  readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('where things are (docs/architecture.md)', () => {
  const rows = whereThingsAre();

  it('lists eight behaviours, each in one feature or shared component folder', () => {
    expect(rows).toHaveLength(8);
    for (const { behaviour, folder } of rows) {
      expect(folder, behaviour).toMatch(/^(features|components)\/[a-z-]+$/);
      expect(existsSync(path.join(web, folder)), folder).toBe(true);
    }
  });

  it('finds each behaviour in the file it names, inside the folder it names', () => {
    for (const { behaviour, folder, file } of rows) {
      expect(file.startsWith(`${folder}/`), behaviour).toBe(true);
      expect(existsSync(path.join(web, file)), file).toBe(true);
    }
  });
});

describe('one idea, one name', () => {
  it('names every web feature as a server module', () => {
    const modules = folders(path.join(repository, 'apps/server/src/modules'));
    const features = folders(path.join(web, 'features'));
    expect(features.filter((feature) => !modules.includes(feature))).toEqual([]);
  });
});
