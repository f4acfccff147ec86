/**
 * What the server and the worker processes share: failing on one line, opening and migrating the database
 * (seeding the demo world when asked), and a graceful shutdown on SIGTERM and SIGINT.
 *
 * Under `npm start`'s supervisor (PORTAL_SUPERVISED=1) the supervisor has started, migrated and seeded the
 * database already: the process only connects, and stops on the supervisor's SIGTERM alone (the terminal's
 * Ctrl+C reaches the supervisor, which stops the web processes, then the worker, then the database).
 */
import { ukDateOf } from '@portal/benefits';
import type { Logger } from 'pino';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { EmbeddedDatabaseError, migrate, openDatabase, type DatabaseHandle } from './db/client.ts';

export const supervised = process.env.PORTAL_SUPERVISED === '1';

/** What the supervisor sends its processes once the database is migrated and seeded. */
export const DATABASE_PREPARED = 'portal:database-prepared';

/**
 * Resolves when the supervisor says the database is prepared: a supervised process loads its modules meanwhile
 * (the longest part of its start), so the supervisor's migration and the processes' start overlap.
 */
const prepared = supervised
  ? new Promise<void>((resolve) => {
      // The supervisor gone before it said so: nobody will.
      const onDisconnect = () => process.exit(1);
      const onMessage = (message: unknown) => {
        if (message !== DATABASE_PREPARED) return;
        process.off('message', onMessage);
        process.off('disconnect', onDisconnect);
        resolve();
      };
      process.on('message', onMessage);
      process.once('disconnect', onDisconnect);
    })
  : Promise.resolve();

/** Problems a person can fix (configuration, data directory): one line on stderr, exit 1, no stack. */
export function failAndExit(error: unknown): never {
  if (error instanceof ConfigError || error instanceof EmbeddedDatabaseError) {
    console.error(error.message);
  } else {
    console.error('The process could not start:', error);
  }
  process.exit(1);
}

export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    failAndExit(error);
  }
}

/** Opens and migrates the database, and seeds the demo world into an empty one when SEED_DEMO is on. */
export async function openReadyDatabase(config: Config, logger: Logger): Promise<DatabaseHandle> {
  let database: DatabaseHandle | null = null;
  try {
    await prepared;
    database = await openDatabase({ ...config, startEmbedded: !supervised });
    if (supervised) return database;
    await migrate(database);
    // The seed's code is loaded only for a database that needs it.
    if (config.seedDemo && !(await holdsTenants(database))) {
      const { seedDemoIfEmpty } = await import('./seed/seed-demo.ts');
      if (
        await seedDemoIfEmpty(database.db, {
          encryptionKey: config.encryptionKey,
          today: ukDateOf(new Date()),
        })
      )
        logger.info('seeded the demo data');
    }
    return database;
  } catch (error) {
    await database?.close().catch(() => undefined);
    failAndExit(error);
  }
}

async function holdsTenants(database: DatabaseHandle): Promise<boolean> {
  const { rows } = await database.pool.query<{ any: boolean }>(
    // The platform's own record (migration 0020) is there in every database: it is no tenant.
    "select exists (select 1 from clients where slug <> 'platform') as any",
  );
  return rows[0]?.any ?? false;
}

/** On SIGTERM or SIGINT: `stop` (the app first, the database last), then exit. */
export function stopOnSignal(logger: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await stop();
    process.exit(0);
  };
  process.once('SIGTERM', (signal) => void onSignal(signal));
  // Supervised, Ctrl+C is the supervisor's to handle: it stops the processes in order.
  if (supervised) process.on('SIGINT', () => {});
  else process.once('SIGINT', (signal) => void onSignal(signal));
  // A supervisor that is gone (killed) leaves nobody to stop this process: it stops by itself.
  if (supervised) process.once('disconnect', () => void onSignal('disconnect'));
}
