/**
 * The database: PostgreSQL, through a `pg` pool. DATABASE_URL names the server in production; without it the
 * portal runs its own embedded PostgreSQL for DATA_DIR (db/embedded), which `npm start` supervises.
 */
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { EmbeddedDatabaseError } from './embedded/errors.ts';
import { NamedStatementsClient } from './named-statements.ts';
import { runningDataDirDatabase, startDataDirDatabase } from './embedded/data-dir-server.ts';
import type { RunningServer } from './embedded/postgres-server.ts';

export { EmbeddedDatabaseError } from './embedded/errors.ts';

/**
 * What repositories and services accept. Drizzle is given no schema: the portal writes its queries with the
 * query builders and never uses the relational `db.query` API, which a schema would build for all 65 tables
 * again on every transaction (about 45 µs of a submit's CPU; issue 34).
 */
export type Database = NodePgDatabase;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  /** For what opens its own connections to the same database (the job queue, notices). Holds the password. */
  connectionString: string;
  /** Closes the pool, then stops the embedded server when this process started it. */
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Serialises migrations when several processes start at once. */
const MIGRATION_LOCK_ID = 7_340_112;
/** How long a process waits for the supervisor's database (restarting after a crash, say). */
const WAIT_FOR_SUPERVISED_MS = 30_000;

/**
 * Opens the portal's database: DATABASE_URL when set; otherwise DATA_DIR's embedded server, started here when
 * `startEmbedded` and nobody runs it yet (a lone process, a command-line tool), and stopped when this handle
 * closes. Processes under `npm start`'s supervisor only connect, waiting for it when it is (re)starting.
 */
export async function openDatabase(options: {
  databaseUrl: string | null;
  /** The pool's connections (config's DATABASE_POOL_SIZE); pg's default of 10 when not given. */
  databasePoolSize?: number;
  dataDir: string;
  startEmbedded: boolean;
  /** Whether a DATA_DIR without a database gets a new one (a command-line tool refuses instead). */
  createEmbedded?: boolean;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.databasePoolSize);
  let connection = runningDataDirDatabase(options.dataDir);
  let server: RunningServer | null = null;
  if (connection === null && options.startEmbedded) {
    ({ connectionString: connection, server } = await startDataDirDatabase(options.dataDir, {
      adopt: false,
      create: options.createEmbedded ?? true,
    }));
  }
  const deadline = Date.now() + WAIT_FOR_SUPERVISED_MS;
  while (connection === null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    connection = runningDataDirDatabase(options.dataDir);
  }
  if (connection === null) {
    throw new EmbeddedDatabaseError(`No database server is running for DATA_DIR ${options.dataDir}`);
  }
  const handle = openPostgres(connection, options.databasePoolSize);
  if (!server) return handle;
  const owned = server;
  return {
    ...handle,
    async close() {
      try {
        await handle.close();
      } finally {
        await owned.stop();
      }
    },
  };
}

export function openPostgres(connectionString: string, poolSize?: number): DatabaseHandle {
  // Planner settings for what we run: JIT compilation pays off for long analytical queries, and ours are short
  // (compiling the roster-wide counts cost more than running them); random_page_cost 1.1 is the usual figure
  // for data on SSD or in memory (the default 4 assumes spinning disks and steers searches away from the
  // trigram index). Together, searches of 100,000 people at 20 connections went from 78 to 240 a second.
  const pool = new pg.Pool({
    connectionString,
    connectionTimeoutMillis: 10_000,
    ...(poolSize === undefined ? {} : { max: poolSize }),
    options: '-c jit=off -c random_page_cost=1.1',
    Client: NamedStatementsClient,
  });
  // A dropped idle connection is replaced on next use; /api/ready reports a real outage.
  pool.on('error', () => {});
  let closing: Promise<void> | null = null;
  return {
    db: drizzle({ client: pool }),
    pool,
    connectionString,
    close: () => (closing ??= pool.end()),
  };
}

/** Applies the committed SQL migrations that are not applied yet (drizzle records them in its own table). */
export function migrate(handle: DatabaseHandle): Promise<void> {
  return oneProcessAtATime(handle.pool, MIGRATION_LOCK_ID, () =>
    migrateNodePg(handle.db, { migrationsFolder }),
  );
}

/** Runs `work` while holding a PostgreSQL advisory lock: one process of the portal at a time. */
export async function oneProcessAtATime<T>(
  pool: pg.Pool,
  lockId: number,
  work: () => Promise<T>,
): Promise<T> {
  const lockClient = await pool.connect();
  // A connection lost while held (the server restarting) fails `work` or the unlock, and is not given back to
  // the pool; unheard, its error would end the process.
  let broken = false;
  const onError = () => (broken = true);
  lockClient.on('error', onError);
  try {
    await lockClient.query('select pg_advisory_lock($1)', [lockId]);
    return await work();
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
    lockClient.off('error', onError);
    lockClient.release(broken);
  }
}
