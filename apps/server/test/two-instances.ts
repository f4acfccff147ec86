/**
 * Two web instances of the portal on one database, as `npm start` runs them with WEB_INSTANCES=2: each its own
 * app and connection pool (so its own memory: caches, the in-memory rate limit), sharing every table. Only the
 * first runs the job handlers, as the worker would.
 */
import { buildApp, type App } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { openPostgres, type Database } from '../src/db/client.ts';
import type { Clock } from '../src/lib/clock.ts';
import { createLogger } from '../src/lib/logger.ts';
import { createTestDatabase, testConfig } from './harness.ts';

export interface TwoInstances {
  apps: [App, App];
  db: Database;
  /** The shared database's address, for a third process on it. */
  connectionString: string;
  config: Config;
  /** The instance for the n-th request when requests alternate: 0, 1, 0, 1, … */
  next(n: number): App;
  close(): Promise<void>;
}

export async function createTwoInstances(
  options: { clock?: Clock; configOverrides?: Partial<Config> } = {},
): Promise<TwoInstances> {
  const first = await createTestDatabase();
  const second = openPostgres(first.connectionString);
  const config = testConfig(options.configOverrides);
  const instance = (database: typeof first, runWorkers: boolean) =>
    buildApp({ config, database, clock: options.clock, logger: createLogger('silent'), runWorkers });
  const apps: [App, App] = [await instance(first, true), await instance(second, false)];
  await Promise.all(apps.map((app) => app.ready()));
  return {
    apps,
    db: first.db,
    connectionString: first.connectionString,
    config,
    next: (n) => apps[n % 2]!,
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await second.close();
      await first.close();
    },
  };
}

/** Waits until `listener` hears what `speaker` publishes (a notice sent before it listens is lost). */
export async function untilListening(speaker: App, listener: App): Promise<void> {
  let heard = false;
  listener.context.notices.subscribe('test-probe', () => (heard = true));
  for (const deadline = Date.now() + 10_000; !heard;) {
    if (Date.now() > deadline) throw new Error('the second instance does not hear change notices');
    await speaker.context.notices.publish('test-probe');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Resolves when `app` hears the next notice of `topic`. */
export function nextNotice(app: App, topic: string): Promise<void> {
  return new Promise((resolve) => {
    let waiting = true;
    app.context.notices.subscribe(topic, () => {
      if (waiting) resolve();
      waiting = false;
    });
  });
}
