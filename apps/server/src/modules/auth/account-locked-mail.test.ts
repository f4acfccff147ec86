/**
 * The "account locked" e-mail: written by the failure that locks an existing, activated account, never for
 * an e-mail nobody has, and delivered over SMTP with links built from the tenant's configured address (the
 * sign-in requests' Host header plays no part).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/index.ts';
import { CLIENT_IDS } from '../../seed/ids.ts';
import { login, solvedRobotCheck } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../../test/mail-helpers.ts';

const WRONG = 'Wrong-Password-1!';

/** Five wrong passwords, with the robot check solved from the 4th attempt; returns the statuses. */
async function failFiveTimes(app: TestApp['app'], email: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const recaptcha = i >= 3 ? await solvedRobotCheck(app) : undefined;
    const response = await login(app, { email, password: WRONG, ...(recaptcha ? { recaptcha } : {}) });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const messagesTo = (t: TestApp, to: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.clientId, CLIENT_IDS.demo), eq(outboxMessages.toAddress, to)));

describe('account locked e-mail (demo mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
  });
  afterAll(() => t.close());

  it('the 5th failed sign-in of employee@demo.test writes one account_locked message', async () => {
    expect(await failFiveTimes(t.app, 'employee@demo.test')).toEqual([401, 401, 401, 401, 401]);
    await t.app.context.jobs.settled();
    const messages = await messagesTo(t, 'employee@demo.test');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      template: 'account_locked',
      status: 'stored',
      subject: 'Your Demo Benefits account has been locked',
    });
    expect(messages[0]!.text).toContain('Hello Alex,');
    expect(messages[0]!.text).toContain('locked it for 15 minutes');

    // Attempts while locked write nothing more.
    await login(t.app, {
      email: 'employee@demo.test',
      password: WRONG,
      recaptcha: await solvedRobotCheck(t.app),
    });
    await t.app.context.jobs.settled();
    expect(await messagesTo(t, 'employee@demo.test')).toHaveLength(1);
  });

  it('an e-mail nobody has writes none, and neither does an account not yet activated', async () => {
    expect(await failFiveTimes(t.app, 'nobody-here@demo.test')).toEqual([401, 401, 401, 401, 401]);
    expect(await failFiveTimes(t.app, 'new@demo.test')).toEqual([401, 401, 401, 401, 401]);
    await t.app.context.jobs.settled();
    expect(await messagesTo(t, 'nobody-here@demo.test')).toEqual([]);
    expect(await messagesTo(t, 'new@demo.test')).toEqual([]);
  });
});

describe('account locked e-mail over SMTP', () => {
  let t: TestApp;
  let receiver: SmtpReceiver;
  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    t = await createTestApp({
      configOverrides: { smtpUrl: receiver.url, publicUrl: 'https://portal.example' },
    });
    await seedDemo(t.db);
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('is delivered with both parts and links on the configured address, not the Host of the requests', async () => {
    await failFiveTimes(t.app, 'employer@demo.test'); // every request has Host: localhost:3000
    await t.app.context.jobs.settled();
    expect(receiver.received).toHaveLength(1);
    const mail = receiver.received[0]!;
    expect(mail.envelope.to).toEqual(['employer@demo.test']);
    expect(mail.headers.subject).toBe('Your Demo Benefits account has been locked');
    expect(mail.headers.from).toBe('Demo Benefits <no-reply@portal.example>');
    expect(mail.text).toContain('Hello Sam,');
    expect(mail.text).toContain('https://portal.example/forgotten-password/');
    expect(mail.html).toContain('href="https://portal.example/forgotten-password/"');
    expect(mail.raw).not.toContain('localhost');
    const [row] = await messagesTo(t, 'employer@demo.test');
    expect(row).toMatchObject({ status: 'sent', html: null, text: null });
  });
});
