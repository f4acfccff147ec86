/**
 * The pg-boss instance for a database, with its own small pool: jobs never wait for the API's connections,
 * nor they for it.
 */
import { PgBoss, type ConstructorOptions } from 'pg-boss';
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
  return new PgBoss({ ...shared, connectionString: database.connectionString, max: 4 } as ConstructorOptions);
}
