/**
 * Web and worker as separate processes (as `npm start` runs them): a web instance that runs no workers
 * (RUN_WORKERS=off) queues the work, and a separate `npm run worker` process does it. Here a password reset
 * request asked of the web instance is e-mailed by the worker: its two jobs (the request, then the delivery)
 * both run there, exactly once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { JOBS_SCHEMA } from '../src/lib/jobs/index.ts';
import { solveRobotCheck, type RobotCheckChallenge } from './auth-helpers.ts';
import { startPortal, startWorker, stopPortal } from './cli-processes.ts';
import { createTestDatabase, TEST_ENCRYPTION_KEY } from './harness.ts';
import { startSmtpReceiver, type SmtpReceiver } from './mail-helpers.ts';

let handle: DatabaseHandle;
let receiver: SmtpReceiver;
let web: ReturnType<typeof startPortal> | undefined;
let worker: ReturnType<typeof startWorker> | undefined;

beforeAll(async () => {
  handle = await createTestDatabase();
  receiver = await startSmtpReceiver();
});
afterAll(async () => {
  await stopPortal(worker);
  await stopPortal(web);
  await receiver.close();
  await handle.close();
});

async function jobStates(queue: string): Promise<string[]> {
  const { rows } = await handle.db.execute<{ state: string }>(
    sql.raw(`select state from ${JOBS_SCHEMA}.job where name = '${queue}' order by created_on`),
  );
  return rows.map((row) => row.state);
}

describe('npm run worker beside a web instance on PostgreSQL', () => {
  it('does the work the web instance queued, once', async () => {
    const env = {
      PATH: process.env.PATH,
      DATABASE_URL: handle.connectionString,
      SECRET_KEY: 'worker-test-secret-key-that-is-long-enough-0123',
      ENCRYPTION_KEY: TEST_ENCRYPTION_KEY.toString('base64'),
      SMTP_URL: receiver.url,
      CAPTCHA_MAX_NUMBER: '1000',
      PUBLIC_URL: 'http://localhost:3000',
    };
    web = startPortal({ ...env, RUN_WORKERS: 'off' });
    const address = await web.listening;

    const challenge = (await (await fetch(`${address}/api/altcha/challenge`)).json()) as RobotCheckChallenge;
    const asked = await fetch(`${address}/api/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'employee@demo.test', recaptcha: await solveRobotCheck(challenge) }),
    });
    expect(asked.status).toBe(200);
    // The web instance queued the request and works on nothing.
    await vi.waitFor(async () =>
      expect(await jobStates('account.password-reset-requested')).toEqual(['created']),
    );
    expect(receiver.received).toEqual([]);

    worker = startWorker(env);
    await worker.running;
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), { timeout: 20_000, interval: 100 });
    const [mail] = receiver.received;
    expect(mail!.envelope.to).toEqual(['employee@demo.test']);
    expect(mail!.headers.subject).toBe('Reset your Demo Benefits password');
    await vi.waitFor(async () => expect(await jobStates('mail.deliver')).toEqual(['completed']));
    expect(await jobStates('account.password-reset-requested')).toEqual(['completed']);
    expect(receiver.received).toHaveLength(1);
  });
});
