import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pageChunkGroup } from './build/page-chunk.ts';
import { pagePreloads } from './build/page-preloads.ts';
import { precompress } from './build/precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The lazily loaded modules of the pages most people open first. */
const LOGIN_PAGE_MODULES = ['src/features/auth/pages/login-page.tsx'];
const HOME_PAGE_MODULES = [
  'src/app/routes/home/home-page.tsx',
  'src/app/routes/home/home-data.ts',
  'src/app/layout/signed-in-header.tsx',
  'src/app/idle/idle-watcher.tsx',
];

// The web app: built into apps/web/dist (served by the server in production); in development Vite serves it on
// port 3000 and forwards /api to the server. The Host header is kept, so tenant sub-domains work through the proxy.
export default defineConfig(({ isSsrBuild }) => ({
  root,
  // Brotli and gzip copies of every text file, served as they are (docs/decisions.md, "The web delivered fast").
  // The lazily loaded code and styles of the pages people open first, named in their head by the server: the
  // signed-in home page's preloaded beside the main bundle; the login page's styles only, which the server puts in
  // the page, since it draws its first screen and starts the bundle after painting it (src/server-screen/). The
  // server's renderer is built on its own (`vite build --ssr`) and needs none of this.
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        pagePreloads({
          // Drawn by the server: its styles travel in the page, its code is not preloaded (server-screen/).
          '/': LOGIN_PAGE_MODULES,
          '/app/home/': HOME_PAGE_MODULES,
        }),
        precompress(),
      ],
  // The server's renderer of first screens (src/server-screen/) is built into dist/server, which is never served.
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Everything the first page needs in one chunk rather than a dozen small shared ones: fewer requests and
        // better compression. Pages and what only they use stay in their own lazily loaded chunks.
        // The home page's own code in one chunk too (build/page-chunk.ts), without what the login page needs.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 1 },
            pageChunkGroup(root, {
              name: 'home',
              modules: HOME_PAGE_MODULES,
              excluding: ['src/main.tsx', ...LOGIN_PAGE_MODULES],
            }),
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001', changeOrigin: false },
      // The voucher management page the portal frames (served by the server, outside /api).
      '/voucher-management': {
        target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001',
        changeOrigin: false,
      },
    },
  },
}));
