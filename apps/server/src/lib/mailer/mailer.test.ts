/**
 * The mailer on a real database and a real job queue: delivery to a real SMTP receiver on loopback through
 * pg-boss jobs, retries with back-off when SMTP is down (pg-boss's test clock moves time), delivery exactly once
 * after an outage and with two workers, transactions, and demo mode.
 */
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { clients, outboxMessages } from '../../db/schema/index.ts';
import { CLIENT_IDS } from '../../seed/ids.ts';
import { createBoss, createJobs, JOBS_SCHEMA, type Jobs } from '../jobs/index.ts';
import { createLogger } from '../logger.ts';
import { createTestDatabase, seedDemo, testConfig } from '../../../test/harness.ts';
import { startSmtpReceiver, unreachableSmtpUrl, type SmtpReceiver } from '../../../test/mail-helpers.ts';
import { createMailer, MAX_DELIVERY_ATTEMPTS, type Mailer, type MailRequest } from './index.ts';

const MINUTE = 60_000;
/** How far the test clock moves at a time, and how often idle workers poll. */
const STEP_MS = 15_000;
let handle: DatabaseHandle;
let receiver: SmtpReceiver;
const running: Jobs[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemo(handle.db);
  receiver = await startSmtpReceiver();
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((jobs) => jobs.stop()));
  await handle.db.delete(outboxMessages);
  receiver.received.length = 0;
});
afterAll(async () => {
  await receiver.close();
  await handle.close();
});

/** Collects log lines as objects. */
function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger('info', stream) };
}

/**
 * A mailer with its own job queue and worker, as one server process has; time is pg-boss's test clock, which
 * the mailer reads too. Several on one database are several processes. The clock starts at the real time:
 * on PostgreSQL a job sent in the caller's transaction is dated by that connection, which keeps real time.
 */
async function mailerWith(overrides: Partial<Config>, time = new TestClock(Date.now())) {
  const config = testConfig({ publicUrl: 'https://portal.example', ...overrides });
  const { lines, logger } = captureLogs();
  // A new job wakes the worker at once; retries are found by polling, each poll a timer the test clock fires.
  const boss = createBoss(handle, { clock: time });
  const jobs = createJobs({
    boss,
    schema: JOBS_SCHEMA,
    logger,
    work: true,
    pollingIntervalSeconds: STEP_MS / 1000,
  });
  // The change notices a process hears: `tell` is another process publishing one.
  const listeners = new Map<string, ((key: string | undefined) => void)[]>();
  const notices = {
    subscribe: (topic: string, onChange: (key: string | undefined) => void) =>
      void listeners.set(topic, [...(listeners.get(topic) ?? []), onChange]),
  };
  const tell = (topic: string, key?: string) => listeners.get(topic)?.forEach((onChange) => onChange(key));
  const mailer: Mailer = createMailer({
    db: handle.db,
    config,
    clock: () => new Date(time.now()),
    logger,
    jobs,
    notices,
  });
  running.push(jobs);
  await jobs.start();
  /** Waits for the due jobs, letting idle workers poll again (a poll is a timer of the test clock). */
  const settle = () => jobs.settled({ whileWaiting: () => time.tick(1000) });
  return { mailer, jobs, settle, time, logs: lines, tell };
}

const resetFor = (clientId: string, to = 'employee@demo.test'): MailRequest => ({
  template: 'password_reset',
  clientId,
  to,
  data: { firstName: 'Alex', linkPath: '/reset-password?token=secret-token', expiresInMinutes: 60 },
});

async function outboxRow(id: string) {
  const [row] = await handle.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row!;
}

describe('delivery over SMTP', () => {
  it('delivers both parts with the right From, To and subject, linking to the tenant address', async () => {
    const { mailer, settle } = await mailerWith({ smtpUrl: receiver.url });
    const { id } = await mailer.send(resetFor(CLIENT_IDS.demo));
    await settle();

    expect(receiver.received).toHaveLength(1);
    const mail = receiver.received[0]!;
    expect(mail.envelope).toEqual({ from: 'no-reply@portal.example', to: ['employee@demo.test'] });
    expect(mail.headers.from).toBe('Demo Benefits <no-reply@portal.example>');
    expect(mail.headers.to).toBe('employee@demo.test');
    expect(mail.headers.subject).toBe('Reset your Demo Benefits password');
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(mail.text).toContain('https://portal.example/reset-password?token=secret-token');
    expect(mail.html).toContain('href="https://portal.example/reset-password?token=secret-token"');
    expect(mail.html).toContain('src="https://portal.example/api/assets/demo/logo.svg"');

    const row = await outboxRow(id);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      html: null,
      text: null,
      links: [],
      lastError: null,
    });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it("builds another tenant's links on its own host label, or on its public_url once the change is heard", async () => {
    const { mailer, settle, tell } = await mailerWith({ smtpUrl: receiver.url });
    await mailer.send(resetFor(CLIENT_IDS.northwind, 'employee@northwind.test'));
    await settle();
    expect(receiver.received[0]!.text).toContain('https://northwind.portal.example/reset-password?token=');
    expect(receiver.received[0]!.headers.from).toBe('Northwind Rewards <no-reply@northwind.portal.example>');

    await handle.db
      .update(clients)
      .set({ publicUrl: 'https://rewards.northwind.test' })
      .where(eq(clients.id, CLIENT_IDS.northwind));
    try {
      // The brand is kept between messages: a row changed with no notice is not read again...
      await mailer.send(resetFor(CLIENT_IDS.northwind, 'employee@northwind.test'));
      await settle();
      expect(receiver.received[1]!.text).toContain('https://northwind.portal.example/reset-password?token=');
      // ...and the client's change notice (any process's) drops it.
      tell('tenants', 'northwind');
      await mailer.send(resetFor(CLIENT_IDS.northwind, 'employee@northwind.test'));
      await settle();
      expect(receiver.received[2]!.text).toContain('https://rewards.northwind.test/reset-password?token=');
      expect(receiver.received[2]!.html).toContain(
        'src="https://rewards.northwind.test/api/assets/northwind/logo.svg"',
      );
    } finally {
      await handle.db.update(clients).set({ publicUrl: null }).where(eq(clients.id, CLIENT_IDS.northwind));
    }
  });

  it('sends from MAIL_FROM, named after the brand when it is a bare address', async () => {
    const { mailer, settle } = await mailerWith({ smtpUrl: receiver.url, mailFrom: 'portal@mail.example' });
    await mailer.send(resetFor(CLIENT_IDS.demo));
    await settle();
    expect(receiver.received[0]!.headers.from).toBe('Demo Benefits <portal@mail.example>');
  });

  it("writes the message and its job with the caller's transaction: nothing when it rolls back, delivered once it commits", async () => {
    const { mailer, settle, time } = await mailerWith({ smtpUrl: receiver.url });
    await expect(
      handle.db.transaction(async (tx) => {
        await mailer.send(resetFor(CLIENT_IDS.demo), tx);
        throw new Error('what caused the e-mail failed');
      }),
    ).rejects.toThrow('what caused the e-mail failed');
    await handle.db.transaction(async (tx) => {
      await mailer.send(
        {
          template: 'password_changed',
          clientId: CLIENT_IDS.demo,
          to: 'employee@demo.test',
          data: { firstName: 'Alex' },
        },
        tx,
      );
    });
    await time.tick(STEP_MS); // past the job's real-time date on PostgreSQL (see mailerWith)
    await settle();
    const rows = await handle.db.select().from(outboxMessages);
    expect(rows.map((row) => [row.template, row.status])).toEqual([['password_changed', 'sent']]);
    expect(receiver.received.map((mail) => mail.headers.subject)).toEqual([
      'Your Demo Benefits password has been changed',
    ]);
  });

  it('delivers each message once when two processes work the queue', async () => {
    const time = new TestClock(Date.now());
    const first = await mailerWith({ smtpUrl: receiver.url }, time);
    const second = await mailerWith({ smtpUrl: receiver.url }, time);
    await handle.db.transaction(async (tx) => {
      for (let i = 0; i < 5; i += 1)
        await first.mailer.send(resetFor(CLIENT_IDS.demo, `person${i}@demo.test`), tx);
    });
    await time.tick(STEP_MS); // past the jobs' real-time date on PostgreSQL (see mailerWith)
    await first.settle();
    await second.settle();
    expect(receiver.received.map((mail) => mail.envelope.to[0]).sort()).toEqual([
      'person0@demo.test',
      'person1@demo.test',
      'person2@demo.test',
      'person3@demo.test',
      'person4@demo.test',
    ]);
    const rows = await handle.db.select().from(outboxMessages);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(Array(5).fill(['sent', 1]));
  });
});

describe('when SMTP is down', () => {
  it('keeps the message pending, retries with growing back-off as the clock moves, then marks it failed and keeps it', async () => {
    const { mailer, settle, time, logs } = await mailerWith({ smtpUrl: await unreachableSmtpUrl() });
    const { id } = await mailer.send(resetFor(CLIENT_IDS.demo));
    await settle(); // the first attempt starts as soon as the job exists

    let row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED/);

    // Each wait doubles from a minute, with jitter: 1-2, 2-4, 4-8, 8-16 and 16-32 minutes (plus a poll).
    let attemptAt = time.now();
    for (let retry = 1; retry < MAX_DELIVERY_ATTEMPTS; retry += 1) {
      while ((await outboxRow(id)).attempts === retry) {
        await time.tick(STEP_MS);
        await settle();
      }
      row = await outboxRow(id);
      expect(row.attempts).toBe(retry + 1);
      const waited = time.now() - attemptAt;
      expect(waited).toBeGreaterThanOrEqual(2 ** (retry - 1) * MINUTE);
      expect(waited).toBeLessThanOrEqual(2 ** retry * MINUTE + 2 * STEP_MS);
      attemptAt = time.now();
    }
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS });
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    expect(row.text).toContain('/reset-password?token=secret-token');
    expect(row.html).not.toBeNull();

    // Two hours later (a jump: each worker polls once, as after a sleep), nothing has tried again.
    await time.setTime(time.now() + 2 * 60 * MINUTE);
    await time.tick(STEP_MS);
    await settle();
    expect((await outboxRow(id)).attempts).toBe(MAX_DELIVERY_ATTEMPTS);
    const warnings = logs.filter((line) => line.level === 40 && line.module !== 'jobs' && 'outboxId' in line);
    expect(warnings).toHaveLength(MAX_DELIVERY_ATTEMPTS);
    expect(JSON.stringify(logs)).not.toContain('secret-token');
  });

  it('delivers every message exactly once when the SMTP server comes back', async () => {
    const outage = await startSmtpReceiver();
    const { port } = new URL(outage.url);
    await outage.close();
    const { mailer, settle, time } = await mailerWith({ smtpUrl: outage.url });
    for (const person of ['one', 'two', 'three'])
      await mailer.send(resetFor(CLIENT_IDS.demo, `${person}@demo.test`));
    await settle();
    expect((await handle.db.select().from(outboxMessages)).map((row) => row.status)).toEqual(
      Array(3).fill('pending'),
    );

    const back = await startSmtpReceiver(Number(port));
    try {
      await time.tick(2 * MINUTE);
      await settle();
      expect(back.received.map((mail) => mail.envelope.to[0]).sort()).toEqual([
        'one@demo.test',
        'three@demo.test',
        'two@demo.test',
      ]);
      // Later retries find nothing left to send.
      await time.tick(60 * MINUTE);
      await settle();
      expect(back.received).toHaveLength(3);
      const rows = await handle.db.select().from(outboxMessages);
      expect(rows.map((row) => [row.status, row.attempts])).toEqual(Array(3).fill(['sent', 2]));
    } finally {
      await back.close();
    }
  });
});

describe('demo mode (no SMTP_URL)', () => {
  it('stores the message for the demo mailbox, logs each link at info level and queues no job', async () => {
    const { mailer, settle, logs } = await mailerWith({ smtpUrl: null });
    expect(mailer.mode).toBe('demo');
    const { id } = await mailer.send(resetFor(CLIENT_IDS.demo));
    await settle();
    const row = await outboxRow(id);
    expect(row).toMatchObject({
      status: 'stored',
      attempts: 0,
      links: ['https://portal.example/reset-password?token=secret-token'],
    });
    expect(row.html).toContain('secret-token');
    expect(logs.filter((line) => line.msg === 'demo mailbox link')).toEqual([
      expect.objectContaining({
        level: 30,
        outboxId: id,
        template: 'password_reset',
        link: 'https://portal.example/reset-password?token=secret-token',
      }),
    ]);
    const { rows } = await handle.db.execute<{ n: number }>(
      sql.raw(`select count(*)::int as n from ${JOBS_SCHEMA}.job where data->>'outboxId' = '${id}'`),
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses a client that does not exist', async () => {
    const { mailer } = await mailerWith({ smtpUrl: null });
    await expect(mailer.send(resetFor('00000000-0000-4000-8000-000000000000'))).rejects.toThrow(/no client/);
  });
});
