import { describe, expect, it } from 'vitest';
import { pageChunkGroup, staticImportsOf } from './page-chunk.ts';

/** A module graph by static imports, as the bundler's chunking context answers it. */
const graph: Record<string, string[]> = {
  '/web/src/main.tsx': ['/web/src/react.ts'],
  '/web/src/login-page.tsx': ['/web/src/banner.tsx', '/web/src/react.ts'],
  '/web/src/banner.tsx': ['/web/src/banner.css'],
  '/web/src/home-page.tsx': ['/web/src/cards.tsx', '/web/src/banner.tsx', '/web/src/react.ts'],
  '/web/src/cards.tsx': ['/web/src/cards.css', '/web/src/money.ts'],
  '/web/src/header.tsx': ['/web/src/money.ts'],
};
const modules = { getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }) };

describe('a page chunk', () => {
  it('follows static imports transitively, each module once', () => {
    expect([...staticImportsOf(['/web/src/home-page.tsx'], modules)].sort()).toEqual([
      '/web/src/banner.css',
      '/web/src/banner.tsx',
      '/web/src/cards.css',
      '/web/src/cards.tsx',
      '/web/src/home-page.tsx',
      '/web/src/money.ts',
      '/web/src/react.ts',
    ]);
  });

  it("holds the page's modules and their imports, but what the main bundle and the login page need", () => {
    const group = pageChunkGroup('/web', {
      name: 'home',
      modules: ['src/home-page.tsx', 'src/header.tsx'],
      excluding: ['src/main.tsx', 'src/login-page.tsx'],
    });
    const nameOf = group.name as (id: string, context: typeof modules) => string | null;
    const held = Object.keys({
      ...graph,
      '/web/src/cards.css': [],
      '/web/src/money.ts': [],
      '/web/src/react.ts': [],
    })
      .filter((id) => nameOf(id, modules) === 'home')
      .sort();
    expect(held).toEqual([
      '/web/src/cards.css',
      '/web/src/cards.tsx',
      '/web/src/header.tsx',
      '/web/src/home-page.tsx',
      '/web/src/money.ts',
    ]);
  });
});
