/**
 * `npm start`: the whole portal from one process. Builds the web app when its build is missing or stale,
 * then runs the server, which serves the API and the built web app on PORT (default 3000).
 * Demo data is seeded into an empty database unless SEED_DEMO says otherwise.
 */
import { buildWebIfStale } from './web-build.ts';

buildWebIfStale();
process.env.SEED_DEMO ??= 'on';
await import('../apps/server/src/server.ts');
