/**
 * What a command-line tool's test runs against: the test file's own database with the demo world, the
 * environment that points `npm run admin` / `npm run content` at it (DATABASE_URL), and the portal's app on the
 * same database, as a running server would be, listening for the tools' change notices.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { createChangeNotices } from '../src/lib/change-notices.ts';
import { createLogger } from '../src/lib/logger.ts';
import { ROOT, runScript, type Run } from './cli-processes.ts';
import { createTestDatabase, seedDemo, TEST_ENCRYPTION_KEY, testConfig } from './harness.ts';

export interface CliWorld {
  handle: DatabaseHandle;
  /** The portal on the same database: a running server whose caches the tools' changes must reach. */
  app: App;
  /** A scratch folder: the tools' working directory and DATA_DIR (nothing is kept there with DATABASE_URL). */
  dataDir: string;
  /** Runs a script of scripts/ (`admin.ts`, `content.ts`) as its npm script does, on this database. */
  run(script: string, args: readonly string[], overrides?: NodeJS.ProcessEnv): Promise<Run>;
  close(): Promise<void>;
}

export async function createCliWorld(options: { publicUrl?: string } = {}): Promise<CliWorld> {
  const handle = await createTestDatabase();
  await seedDemo(handle.db);
  const config = testConfig();
  const app = await buildApp({ config, database: handle, logger: createLogger('silent') });
  await app.ready();
  await untilListening(app, handle);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cli-test-'));
  const env = {
    PATH: process.env.PATH ?? '',
    DATABASE_URL: handle.connectionString,
    DATA_DIR: dataDir,
    SECRET_KEY: config.secretKey,
    ENCRYPTION_KEY: TEST_ENCRYPTION_KEY.toString('base64'),
    PUBLIC_URL: options.publicUrl ?? config.publicUrl,
    LOG_LEVEL: 'silent',
  };
  return {
    handle,
    app,
    dataDir,
    run: (script, args, overrides = {}) =>
      runScript(path.join(ROOT, 'scripts', script), args, { env: { ...env, ...overrides }, cwd: dataDir }),
    async close() {
      await app.close();
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the app hears change notices: its listening connection is opened in the background, and a
 * notice sent before it listens is lost (the app would then keep a stale cache until its time to live ends).
 */
async function untilListening(app: App, handle: DatabaseHandle): Promise<void> {
  const probe = createChangeNotices({
    connectionString: handle.connectionString,
    pool: handle.pool,
    logger: createLogger('silent'),
  });
  let heard = false;
  app.context.notices.subscribe('cli-test-probe', () => (heard = true));
  try {
    for (const deadline = Date.now() + 10_000; !heard;) {
      if (Date.now() > deadline) throw new Error('The test app does not hear change notices');
      await probe.publish('cli-test-probe');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await probe.close();
  }
}
