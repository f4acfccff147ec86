/**
 * `npm start`: the whole portal. Builds the web app when its build is missing or stale, then runs the
 * supervisor (apps/server/src/supervisor/supervise.ts): the embedded PostgreSQL of DATA_DIR (unless
 * DATABASE_URL is set), the worker and the web processes on PORT (default 3000). Demo data is seeded into an
 * empty database unless SEED_DEMO says otherwise.
 */
import '../apps/server/src/lib/drizzle-loading.ts';
import { buildWebIfStale } from './web-build.ts';

buildWebIfStale();
process.env.SEED_DEMO ??= 'on';
await import('../apps/server/src/supervisor/supervise.ts');
