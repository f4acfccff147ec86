/**
 * The process: reads configuration, opens and migrates the database, seeds the demo world when asked,
 * listens, and shuts down gracefully on SIGTERM/SIGINT (HTTP first, the database last).
 * Started by server.ts.
 */
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DataDirectoryError, migrate, openDatabase, type DatabaseHandle } from './db/client.ts';
import { createLogger } from './lib/logger.ts';
import { preparePasswordRules } from './lib/password-rules/index.ts';

/** Problems a person can fix (configuration, data directory): one line on stderr, exit 1, no stack. */
function failAndExit(error: unknown): never {
  if (error instanceof ConfigError || error instanceof DataDirectoryError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
}

async function start(config: Config): Promise<void> {
  const logger = createLogger(config.logLevel);
  // Loading the application's modules overlaps with opening the database: a quicker cold start.
  const appModule = import('./app.ts');
  let database: DatabaseHandle | null = null;
  try {
    database = await openDatabase(config);
    await migrate(database);
    if (config.seedDemo) {
      const { seedDemoIfEmpty } = await import('./db/seed/seed-demo.ts');
      if (await seedDemoIfEmpty(database.db, { encryptionKey: config.encryptionKey }))
        logger.info('seeded the demo data');
    }
  } catch (error) {
    await database?.close().catch(() => undefined);
    failAndExit(error);
  }
  const openDb = database;

  const { buildApp } = await appModule;
  // The embedded database is held by this one process, so its in-memory caches of sessions are exact.
  const app = await buildApp({ config, db: openDb.db, logger, singleInstance: openDb.driver === 'pglite' });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    try {
      await app.close();
    } finally {
      await openDb.close();
    }
    process.exit(0);
  };
  process.once('SIGTERM', (signal) => void stop(signal));
  process.once('SIGINT', (signal) => void stop(signal));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await openDb.close().catch(() => undefined);
    // Usually the port is taken: say so on one line, like a configuration error.
    const reason = error instanceof Error ? error.message : String(error);
    failAndExit(new ConfigError(`Cannot listen on ${config.host}:${config.port}: ${reason}`));
  }
  // Fastify logs the one 'Server listening at http://HOST:PORT' line.
  // The password rules' word lists load now on their own thread, not at the first person's keystroke.
  preparePasswordRules();
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  failAndExit(error);
}
await start(config);
