/** The logs of the two-factor calls carry neither codes, challenges nor secrets. */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRETS } from '../../seed/demo-world.ts';
import { USER_IDS } from '../../seed/ids.ts';
import { createLogger, redactSecrets } from '../../lib/logger.ts';
import { HOSTS, testClock } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { codeAt, DEVICE, loginWithCode, passwordStep, postJson } from '../../../test/two-factor-helpers.ts';

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const time = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock, logger: createLogger('trace', capture) });
  await seedDemo(t.db);
});
afterAll(() => t.close());

describe('two-factor logs', () => {
  it('never record a code, a challenge or a secret', async () => {
    const code = codeAt(DEMO_TOTP_SECRETS.mfa, time.clock);
    const challenge = await passwordStep(t.app, 'mfa@demo.test', 'validate');
    expect((await loginWithCode(t.app, challenge, code)).statusCode).toBe(200);
    const setup = await passwordStep(t.app, 'employee@northwind.test', 'setup', HOSTS.northwind);
    const started = await postJson(
      t.app,
      `/api/v2/user/${USER_IDS.northwindEmployee}/mfa`,
      { challenge: setup, deviceToken: DEVICE },
      { host: HOSTS.northwind },
    );
    const { secret } = started.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const output = lines.join('');
    expect(output).toContain('/api/login/mfa');
    for (const value of [code, challenge, setup, secret, DEMO_TOTP_SECRETS.mfa]) {
      expect(output).not.toContain(value);
    }
    // Should a body ever be logged, its two-factor fields are redacted.
    expect(redactSecrets({ body: { code, challenge, secret } })).toEqual({
      body: { code: '[redacted]', challenge: '[redacted]', secret: '[redacted]' },
    });
  });
});
