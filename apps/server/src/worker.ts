/**
 * The worker's entry: `node apps/server/src/worker.ts` (npm run worker). Like server.ts, it registers the
 * quicker resolution of drizzle-orm's files before any module that imports it is loaded.
 */
import './lib/drizzle-loading.ts';

await import('./run-worker.ts');
