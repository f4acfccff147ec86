/**
 * The mailer on a real database: delivery to a real SMTP receiver on loopback, retries with back-off when
 * SMTP is down (an injected clock moves time), transactions, and demo mode.
 */
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { clients, outboxMessages } from '../../db/schema/index.ts';
import { CLIENT_IDS } from '../../db/seed/ids.ts';
import { createLogger } from '../logger.ts';
import { MINUTE, testClock } from '../../../test/auth-helpers.ts';
import { createTestDatabase, seedDemo, testConfig } from '../../../test/harness.ts';
import { startSmtpReceiver, unreachableSmtpUrl, type SmtpReceiver } from '../../../test/mail-helpers.ts';
import { createMailer, type Mailer, type MailRequest } from './index.ts';

let handle: DatabaseHandle;
let receiver: SmtpReceiver;
const mailers: Mailer[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemo(handle.db);
  receiver = await startSmtpReceiver();
});
afterEach(async () => {
  await Promise.all(mailers.splice(0).map((mailer) => mailer.stop()));
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

function mailerWith(overrides: Partial<Config>, clock = testClock().clock) {
  const config = testConfig({ publicUrl: 'https://portal.example', ...overrides });
  const { lines, logger } = captureLogs();
  const mailer = createMailer({ db: handle.db, config, clock, logger });
  mailers.push(mailer);
  return { mailer, logs: lines };
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
    const { mailer } = mailerWith({ smtpUrl: receiver.url });
    const { id } = await mailer.send(resetFor(CLIENT_IDS.demo));
    await mailer.settled();

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

  it("builds another tenant's links on its own host label, or on its public_url when it has one", async () => {
    const { mailer } = mailerWith({ smtpUrl: receiver.url });
    await mailer.send(resetFor(CLIENT_IDS.northwind, 'employee@northwind.test'));
    await mailer.settled();
    expect(receiver.received[0]!.text).toContain('https://northwind.portal.example/reset-password?token=');
    expect(receiver.received[0]!.headers.from).toBe('Northwind Rewards <no-reply@northwind.portal.example>');

    await handle.db
      .update(clients)
      .set({ publicUrl: 'https://rewards.northwind.test' })
      .where(eq(clients.id, CLIENT_IDS.northwind));
    try {
      await mailer.send(resetFor(CLIENT_IDS.northwind, 'employee@northwind.test'));
      await mailer.settled();
      expect(receiver.received[1]!.text).toContain('https://rewards.northwind.test/reset-password?token=');
      expect(receiver.received[1]!.html).toContain(
        'src="https://rewards.northwind.test/api/assets/northwind/logo.svg"',
      );
    } finally {
      await handle.db.update(clients).set({ publicUrl: null }).where(eq(clients.id, CLIENT_IDS.northwind));
    }
  });

  it('sends from MAIL_FROM, named after the brand when it is a bare address', async () => {
    const { mailer } = mailerWith({ smtpUrl: receiver.url, mailFrom: 'portal@mail.example' });
    await mailer.send(resetFor(CLIENT_IDS.demo));
    await mailer.settled();
    expect(receiver.received[0]!.headers.from).toBe('Demo Benefits <portal@mail.example>');
  });

  it("writes the message with the caller's transaction: nothing when it rolls back, delivered once it commits", async () => {
    const { mailer } = mailerWith({ smtpUrl: receiver.url });
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
    await mailer.settled();
    await mailer.deliverDue();
    const rows = await handle.db.select().from(outboxMessages);
    expect(rows.map((row) => [row.template, row.status])).toEqual([['password_changed', 'sent']]);
    expect(receiver.received.map((mail) => mail.headers.subject)).toEqual([
      'Your Demo Benefits password has been changed',
    ]);
  });

  it('delivers a message once when two deliveries run at the same time', async () => {
    const time = testClock();
    const { mailer } = mailerWith({ smtpUrl: receiver.url }, time.clock);
    const other = mailerWith({ smtpUrl: receiver.url }, time.clock).mailer;
    await handle.db.transaction(async (tx) => {
      for (let i = 0; i < 5; i += 1) await mailer.send(resetFor(CLIENT_IDS.demo, `person${i}@demo.test`), tx);
    });
    const reports = await Promise.all([mailer.deliverDue(), other.deliverDue(), mailer.deliverDue()]);
    await mailer.settled();
    expect(receiver.received.map((mail) => mail.envelope.to[0]).sort()).toEqual([
      'person0@demo.test',
      'person1@demo.test',
      'person2@demo.test',
      'person3@demo.test',
      'person4@demo.test',
    ]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBeLessThanOrEqual(5);
  });
});

describe('when SMTP is down', () => {
  it('keeps the message pending with growing back-off, retries as the clock moves, then marks it failed and keeps it', async () => {
    const time = testClock();
    const start = time.clock().getTime();
    const { mailer, logs } = mailerWith({ smtpUrl: await unreachableSmtpUrl() }, time.clock);
    const { id } = await mailer.send(resetFor(CLIENT_IDS.demo));
    await mailer.settled(); // the first attempt starts right after the insert

    let row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.nextAttemptAt!.getTime() - start).toBe(1 * MINUTE);
    expect(row.lastError).toMatch(/ECONNREFUSED/);

    // Not due yet: nothing happens.
    time.advance(MINUTE - 1);
    expect(await mailer.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect((await outboxRow(id)).attempts).toBe(1);

    const waits = [5, 15, 60, 360];
    for (const [index, wait] of waits.entries()) {
      // Exactly when the row says the next attempt is due.
      time.advance(row.nextAttemptAt!.getTime() - time.clock().getTime());
      expect(await mailer.deliverDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
      row = await outboxRow(id);
      expect(row).toMatchObject({ status: 'pending', attempts: index + 2 });
      expect(row.nextAttemptAt!.getTime() - time.clock().getTime()).toBe(wait * MINUTE);
    }

    time.advance(360 * MINUTE);
    expect(await mailer.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 6, nextAttemptAt: null });
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    expect(row.text).toContain('/reset-password?token=secret-token');
    expect(row.html).not.toBeNull();

    time.advance(24 * 60 * MINUTE);
    expect(await mailer.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(logs.filter((line) => line.level === 40)).toHaveLength(6);
    expect(JSON.stringify(logs)).not.toContain('secret-token');
  });
});

describe('demo mode (no SMTP_URL)', () => {
  it('stores the message for the demo mailbox and logs each link at info level', async () => {
    const { mailer, logs } = mailerWith({ smtpUrl: null });
    expect(mailer.mode).toBe('demo');
    const { id } = await mailer.send(resetFor(CLIENT_IDS.demo));
    await mailer.settled();
    const row = await outboxRow(id);
    expect(row).toMatchObject({
      status: 'stored',
      attempts: 0,
      nextAttemptAt: null,
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
    expect(await mailer.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect((await outboxRow(id)).status).toBe('stored');
  });

  it('refuses a client that does not exist', async () => {
    const { mailer } = mailerWith({ smtpUrl: null });
    await expect(mailer.send(resetFor('00000000-0000-4000-8000-000000000000'))).rejects.toThrow(/no client/);
  });
});
