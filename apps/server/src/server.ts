/**
 * The server's entry: `node apps/server/src/server.ts` (Node 24 strips the types). It registers the quicker
 * resolution of drizzle-orm's files before any module that imports drizzle-orm is loaded, which is why the
 * process itself (run-server.ts) is imported dynamically.
 */
import './lib/drizzle-loading.ts';

await import('./run-server.ts');
