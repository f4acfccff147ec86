/**
 * The pg-boss instance for a database. On PostgreSQL it opens its own small pool (jobs never wait for the
 * API's connections, nor they for it); on the embedded PGlite it shares the one connection through
 * pg-boss's PGlite adapter, which runs pg-boss's multi-statement SQL with `exec` and returns the rows of every
 * statement (its claim of a job is a multi-statement block whose RETURNING would otherwise be lost).
 */
import { PgBoss, fromPglite, type ConstructorOptions } from 'pg-boss';
import type { DatabaseHandle } from '../../db/client.ts';

/** pg-boss keeps its tables in this schema; it creates and migrates them itself at start. */
export const JOBS_SCHEMA = 'pgboss';

export function createBoss(database: DatabaseHandle, options: Partial<ConstructorOptions> = {}): PgBoss {
  const shared: Partial<ConstructorOptions> = {
    schema: JOBS_SCHEMA,
    application_name: 'benefits-portal-jobs',
    // A new job wakes its workers at once; polling remains the fallback.
    useListenNotify: true,
    ...options,
  };
  if (database.driver === 'pglite') {
    return new PgBoss({
      ...shared,
      db: fromPglite(database.client),
      backend: 'pglite',
    } as ConstructorOptions);
  }
  return new PgBoss({ ...shared, connectionString: database.connectionString, max: 4 } as ConstructorOptions);
}
