/**
 * Test harness: the real application on a fresh, migrated database (a copy of the run's template), with
 * real HTTP through `app.inject`. Tests seed what they need, e.g. `seedDemo(db)`.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import type { Clock as JobsClock } from 'pg-boss';
import type { Logger } from 'pino';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openPostgres, type Database, type DatabaseHandle } from '../src/db/client.ts';
import type { Clock } from '../src/lib/clock.ts';
import { createLogger } from '../src/lib/logger.ts';
import { seedDemo as seedDemoWorld } from '../src/seed/seed-demo.ts';
import { databaseUrl, quoteIdent } from './template-database.ts';

/** The encryption key of every test app (and of the seed's sealed secrets). */
export const TEST_ENCRYPTION_KEY = Buffer.alloc(32, 7);

/** Seeds the demo world, its secrets sealed under the tests' encryption key. */
/** Seeds as on 24 November 2026 (shared/demo-data.md): the benefits world's dates exactly as documented. */
export const DEMO_SEED_DAY = '2026-11-24';

export function seedDemo(db: Database, today = DEMO_SEED_DAY): Promise<void> {
  return seedDemoWorld(db, { encryptionKey: TEST_ENCRYPTION_KEY, today });
}

/** Keys for tests only: tests never write a secrets file. */
const TEST_ENV = {
  SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
  ENCRYPTION_KEY: TEST_ENCRYPTION_KEY.toString('base64'),
  // Quick robot checks to solve, and room for the many sign-ins of a test file from one address.
  CAPTCHA_MAX_NUMBER: '1000',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  LOG_LEVEL: 'silent',
  DATA_DIR: path.join(import.meta.dirname, '.no-data-dir'),
  // No web build unless a test gives one: the API answers the same whatever apps/web/dist holds.
  WEB_DIST_DIR: path.join(import.meta.dirname, '.no-web-build'),
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig(TEST_ENV), ...overrides };
}

/** A fresh database copied from the migrated template; `close` drops it. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('templateDatabase');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${quoteIdent(name)} template ${quoteIdent(template.templateName)}`);
  } finally {
    await admin.end();
  }
  const handle = openPostgres(databaseUrl(template.serverUrl, name));
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: template.serverUrl });
      await dropper.connect();
      // With (force): a connection a test left open (a listener still reconnecting, say) does not keep it.
      await dropper.query(`drop database if exists ${quoteIdent(name)} with (force)`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  app: App;
  db: Database;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { clock?: Clock; configOverrides?: Partial<Config>; logger?: Logger; jobsClock?: JobsClock } = {},
): Promise<TestApp> {
  const handle = await createTestDatabase();
  const config = testConfig(options.configOverrides);
  const app = await buildApp({
    config,
    database: handle,
    clock: options.clock,
    logger: options.logger ?? createLogger('silent'),
    ...(options.jobsClock ? { jobsClock: options.jobsClock } : {}),
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
