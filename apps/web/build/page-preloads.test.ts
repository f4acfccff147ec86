import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { pagePreloadsOf } from './page-preloads.ts';

/** The parts of a chunk the plugin reads. */
type Chunk = Record<string, unknown>;

const chunk = (fileName: string, parts: Chunk) => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  moduleIds: [],
  imports: [],
  ...parts,
});

const bundle = Object.fromEntries(
  [
    chunk('assets/index-1.js', { isEntry: true, facadeModuleId: '/web/index.html' }),
    chunk('assets/login-page-2.js', {
      isDynamicEntry: true,
      facadeModuleId: '/web/src/login-page.tsx',
      imports: ['assets/index-1.js', 'assets/field-3.js'],
      viteMetadata: { importedCss: new Set(['assets/login-2.css']) },
    }),
    chunk('assets/field-3.js', {
      imports: ['assets/index-1.js', 'assets/messages-4.js'],
      viteMetadata: { importedCss: new Set(['assets/field-3.css']) },
    }),
    chunk('assets/messages-4.js', {}),
    chunk('assets/reports-5.js', { isDynamicEntry: true, facadeModuleId: '/web/src/reports.tsx' }),
    chunk('assets/home-6.js', {
      moduleIds: ['/web/src/home-page.tsx', '/web/src/header.tsx'],
      imports: ['assets/index-1.js'],
      viteMetadata: { importedCss: new Set(['assets/home-6.css']) },
    }),
  ].map((part) => [part.fileName, part]),
) as unknown as Rollup.OutputBundle;

describe('the page preloads of a build', () => {
  it("names a page's lazily loaded chunk, what it imports statically and their styles, not the main bundle", () => {
    expect(pagePreloadsOf(bundle, '/web', { '/': ['src/login-page.tsx'] })).toEqual({
      '/': {
        scripts: ['assets/login-page-2.js', 'assets/field-3.js', 'assets/messages-4.js'],
        styles: ['assets/login-2.css', 'assets/field-3.css'],
      },
    });
  });

  it("names the page's chunk group for a module the group holds (page-chunk.ts)", () => {
    expect(pagePreloadsOf(bundle, '/web', { '/app/home/': ['src/home-page.tsx', 'src/header.tsx'] })).toEqual(
      { '/app/home/': { scripts: ['assets/home-6.js'], styles: ['assets/home-6.css'] } },
    );
  });

  it('fails the build when a named module is no longer a lazily loaded chunk', () => {
    expect(() => pagePreloadsOf(bundle, '/web', { '/': ['src/gone.tsx'] })).toThrow(/src\/gone.tsx/);
  });
});
