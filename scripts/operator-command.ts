/**
 * What the operator scripts (`npm run admin`, `npm run content`) share: the database they work on, how running
 * servers hear of their changes, how a failure is told and a run ends.
 */
import os from 'node:os';
import { ConfigError, demoMode, type Config } from '../apps/server/src/config.ts';
import { EmbeddedDatabaseError, migrate, openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { isDatabaseUnavailable } from '../apps/server/src/db/errors.ts';
import { createChangeNotices } from '../apps/server/src/lib/change-notices.ts';
import { systemClock, type Clock } from '../apps/server/src/lib/clock.ts';
import { createLogger } from '../apps/server/src/lib/logger.ts';
import { storedOffset } from '../apps/server/src/modules/console-clock/index.ts';

/** The login name of whoever runs the command, which the audit trail records for a change made from here. */
export function operatorName(): string | null {
  try {
    return os.userInfo().username;
  } catch {
    return null;
  }
}

/** A failure the person can act on: printed as is, exit code 1. */
export class CommandError extends Error {}

export interface CommandDatabase {
  db: Database;
  /**
   * The portal's clock, as its servers read it: the demo's clock moved when it is (demo mode only), so that
   * what a command dates (a link's expiry, a change's time) agrees with the running portal.
   */
  clock: Clock;
  /** Where the work was done, for the tool's closing line. */
  description: string;
  /**
   * Tells every running server (web processes, the worker) that `key` of `topic` changed, so that it drops
   * what it keeps of it at once. Call it after the change has committed.
   */
  tell(topic: string, key?: string): Promise<void>;
}

/**
 * Opens the portal's database as its servers do (DATABASE_URL, or DATA_DIR's embedded PostgreSQL, started for
 * the command's duration when no portal runs), applies any migration still missing, runs `work`, and closes
 * everything again, whatever happened.
 */
export async function withDatabase<T>(
  config: Config,
  work: (database: CommandDatabase) => Promise<T>,
): Promise<T> {
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    startEmbedded: true,
    createEmbedded: false,
  });
  // Publishing only: a command never subscribes, so it opens no listening connection.
  const notices = createChangeNotices({
    connectionString: handle.connectionString,
    pool: handle.pool,
    logger: createLogger('silent'),
  });
  try {
    await migrate(handle);
    const offsetMs = demoMode(config) ? await storedOffset(handle.db) : 0;
    return await work({
      db: handle.db,
      clock: offsetMs === 0 ? systemClock : () => new Date(Date.now() + offsetMs),
      description: config.databaseUrl
        ? 'in the PostgreSQL database (DATABASE_URL)'
        : `in the embedded database of DATA_DIR ${config.dataDir}`,
      async tell(topic, key) {
        try {
          await notices.publish(topic, key);
        } catch (error) {
          // The change is saved: servers that did not hear of it see it once their caches expire.
          console.error(`Running servers could not be told at once (${(error as Error).message}).`);
        }
      },
    });
  } finally {
    await notices.close();
    await handle.close();
  }
}

/**
 * Runs `run` with the command-line arguments and sets the exit code it answers. A failure the person can act
 * on (a CommandError, bad configuration, an unusable data directory, a database that does not answer) prints
 * its one line; anything else prints in full. Either ends with exit code 1.
 */
export async function runCommand(run: (args: string[]) => Promise<number>): Promise<void> {
  try {
    process.exitCode = await run(process.argv.slice(2));
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      console.error(`The database did not answer: ${describeFailure(error)}`);
    } else {
      const known =
        error instanceof CommandError ||
        error instanceof ConfigError ||
        error instanceof EmbeddedDatabaseError;
      console.error(known ? (error as Error).message : error);
    }
    process.exitCode = 1;
  }
}

/** An error's message; a failed connection to every address of a host holds one error per address. */
function describeFailure(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describeFailure(error.errors[0]);
  return error instanceof Error ? error.message : String(error);
}
