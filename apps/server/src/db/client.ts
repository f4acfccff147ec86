/**
 * The database: PGlite in DATA_DIR/db by default, PostgreSQL through a `pg` pool when DATABASE_URL is set.
 * Repositories take the driver-neutral `Database`; only this file knows which driver is underneath.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { errorReason } from '../lib/error-reason.ts';
import * as schema from './schema/index.ts';
import { acquireDataDirLock, DataDirectoryError } from './data-dir-lock.ts';
import { byteaParsers, byteaSerializers } from './pglite-bytea.ts';
import { takeTurns } from './pglite-turns.ts';

export { DataDirectoryError } from './data-dir-lock.ts';

export type Schema = typeof schema;
/** What repositories and services accept: the common base of both drivers' databases. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface PgliteHandle {
  driver: 'pglite';
  db: PgliteDatabase<Schema>;
  client: PGlite;
  close(): Promise<void>;
}
export interface PostgresHandle {
  driver: 'postgres';
  db: NodePgDatabase<Schema>;
  pool: pg.Pool;
  /** For what opens its own connections to the same database (the job queue). */
  connectionString: string;
  close(): Promise<void>;
}
export type DatabaseHandle = PgliteHandle | PostgresHandle;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Serialises migrations when several server instances start at once on the same PostgreSQL. */
const MIGRATION_LOCK_ID = 7_340_112;

export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openEmbedded(options.dataDir);
}

/** An embedded database with the extensions the migrations create (pg_trgm for the employer's searches). */
export function createPglite(dataDir?: string, options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create(dataDir, {
    ...options,
    extensions: { pg_trgm },
    serializers: { ...byteaSerializers, ...options.serializers },
    parsers: { ...byteaParsers, ...options.parsers },
  });
}

/** Opens (or creates) the embedded database in `dataDir/db`, refusing a directory that is locked or damaged. */
export async function openEmbedded(dataDir: string): Promise<PgliteHandle> {
  const databaseDir = path.join(dataDir, 'db');
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(path.join(dataDir, 'db.lock'), databaseDir);
  try {
    assertLooksLikeDatabase(databaseDir);
    let client: PGlite;
    // PGlite leaves its postmaster.pid behind when it fails to start; remove only a file it created.
    const pidFile = path.join(databaseDir, 'postmaster.pid');
    const hadPidFile = fs.existsSync(pidFile);
    try {
      client = await createPglite(databaseDir);
    } catch (error) {
      if (!hadPidFile) fs.rmSync(pidFile, { force: true });
      const reason = errorReason(error);
      throw new DataDirectoryError(
        `The database directory ${databaseDir} cannot be opened (damaged, or written by another version): ${reason}. Nothing was changed; restore it from a backup or move it away`,
      );
    }
    return usePglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

/** A directory with files but no PG_VERSION is not ours: never let initdb write into it. */
function assertLooksLikeDatabase(databaseDir: string): void {
  if (!fs.existsSync(databaseDir)) return;
  if (!fs.statSync(databaseDir).isDirectory()) {
    throw new DataDirectoryError(`The database directory ${databaseDir} is a file, not a directory`);
  }
  const entries = fs.readdirSync(databaseDir);
  if (entries.length > 0 && !entries.includes('PG_VERSION')) {
    throw new DataDirectoryError(
      `The database directory ${databaseDir} is not empty and does not hold a database. Nothing was changed; move it away or choose another DATA_DIR`,
    );
  }
}

/** Wraps an open PGlite (file-backed or in memory); `onClose` runs after it closes. */
export function usePglite(client: PGlite, onClose: () => void = () => {}): PgliteHandle {
  takeTurns(client);
  return {
    driver: 'pglite',
    db: drizzlePglite({ client, schema }),
    client,
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose();
      }
    },
  };
}

/** The PostgreSQL driver is loaded only when used, which keeps the embedded default's start quick. */
export async function openPostgres(connectionString: string): Promise<PostgresHandle> {
  const [{ default: pgModule }, { drizzle: drizzleNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  // Planner settings for what we run: JIT compilation pays off for long analytical queries, and ours are short
  // (compiling the roster-wide counts cost more than running them); random_page_cost 1.1 is the usual figure
  // for data on SSD or in memory (the default 4 assumes spinning disks and steers searches away from the
  // trigram index). Together, searches of 100,000 people at 20 connections went from 78 to 240 a second.
  const pool = new pgModule.Pool({
    connectionString,
    connectionTimeoutMillis: 10_000,
    options: '-c jit=off -c random_page_cost=1.1',
  });
  // A dropped idle connection is replaced on next use; /api/ready reports a real outage.
  pool.on('error', () => {});
  return {
    driver: 'postgres',
    db: drizzleNodePg({ client: pool, schema }),
    pool,
    connectionString,
    close: () => pool.end(),
  };
}

/** Applies the committed SQL migrations that are not applied yet (drizzle records them in its own table). */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(handle.db, { migrationsFolder });
    return;
  }
  const { migrate: migrateNodePg } = await import('drizzle-orm/node-postgres/migrator');
  const lockClient = await handle.pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(handle.db, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
}
