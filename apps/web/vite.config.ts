import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pagePreloads } from './build/page-preloads.ts';
import { precompress } from './build/precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// The web app: built into apps/web/dist (served by the server in production); in development Vite serves it on
// port 3000 and forwards /api to the server. The Host header is kept, so tenant sub-domains work through the proxy.
export default defineConfig({
  root,
  // Brotli and gzip copies of every text file, served as they are (docs/decisions.md, "The web delivered fast").
  // The lazily loaded code of the signed-in home page, named in its head by the server. Not the login page's: its
  // largest paint (the cookie banner) comes with the main bundle, and its route's code beside that bundle only took
  // bandwidth from it (Lighthouse mobile LCP about 0.4 s later; docs/decisions.md, "The web delivered fast").
  plugins: [
    react(),
    pagePreloads({
      '/app/home/': [
        'src/app/routes/home/home-page.tsx',
        'src/app/routes/home/home-data.ts',
        'src/app/layout/signed-in-header.tsx',
      ],
    }),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Everything the first page needs in one chunk rather than a dozen small shared ones: fewer requests and
        // better compression. Pages and what only they use stay in their own lazily loaded chunks.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
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
});
