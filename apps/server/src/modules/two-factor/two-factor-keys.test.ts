/** Two-factor secrets outlive a rotation of ENCRYPTION_KEY (the old key kept in ENCRYPTION_KEYS_PREVIOUS). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { DEMO_TOTP_SECRETS } from '../../seed/demo-world.ts';
import { USER_IDS } from '../../seed/ids.ts';
import { keyIdOf } from '../../lib/crypto.ts';
import { createLogger } from '../../lib/logger.ts';
import { testClock } from '../../../test/auth-helpers.ts';
import { createTestDatabase, seedDemo, TEST_ENCRYPTION_KEY, testConfig } from '../../../test/harness.ts';
import { codeAt, loginWithCode, passwordStep, STEP_MS } from '../../../test/two-factor-helpers.ts';

const NEW_KEY = Buffer.alloc(32, 9);
const time = testClock();
let handle: DatabaseHandle;
const apps: App[] = [];

async function appWithKeys(encryptionKey: Buffer, previousEncryptionKeys: Buffer[]) {
  const config = testConfig({ encryptionKey, previousEncryptionKeys });
  const app = await buildApp({ config, database: handle, clock: time.clock, logger: createLogger('silent') });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  // The demo secrets are sealed under the tests' usual key: the key before the rotation.
  await seedDemo(handle.db);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await handle.close();
});

const keyIdOfMfa = async () =>
  (await handle.db.select().from(users).where(eq(users.id, USER_IDS.demoMfa)))[0]!.totpKeyId;

describe('after a key rotation', () => {
  it('secrets sealed under the previous key still sign in, and are sealed again under the new one', async () => {
    expect(await keyIdOfMfa()).toBe(keyIdOf(TEST_ENCRYPTION_KEY));
    const rotated = await appWithKeys(NEW_KEY, [TEST_ENCRYPTION_KEY]);
    const challenge = await passwordStep(rotated, 'mfa@demo.test', 'validate');
    const response = await loginWithCode(rotated, challenge, codeAt(DEMO_TOTP_SECRETS.mfa, time.clock));
    expect(response.statusCode).toBe(200);
    expect(await keyIdOfMfa()).toBe(keyIdOf(NEW_KEY));

    // The previous key can now be retired for this secret.
    time.advance(STEP_MS);
    const retired = await appWithKeys(NEW_KEY, []);
    const next = await passwordStep(retired, 'mfa@demo.test', 'validate');
    const again = await loginWithCode(retired, next, codeAt(DEMO_TOTP_SECRETS.mfa, time.clock));
    expect(again.statusCode).toBe(200);
  });
});
