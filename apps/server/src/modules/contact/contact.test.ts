/**
 * Contact us: the page load for each kind of user, and sending an enquiry, which is stored and e-mailed to the
 * tenant's contact address (a real SMTP receiver) with Reply-To set to the person; field errors, tenants with
 * contact us disabled, and the per-person hourly limit.
 */
import {
  CONTACT_COMMENTS_TOO_LONG_MESSAGE,
  CONTACT_DISABLED_MESSAGE,
  CONTACT_RATE_LIMIT_MESSAGE,
  contactPageSchema,
  SESSION_EXPIRED_MESSAGE,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactEnquiries, outboxMessages } from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import type { UserType } from '../../db/schema/index.ts';
import { bearer, getWithToken, HOSTS, MINUTE, openSession, testClock } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../../test/mail-helpers.ts';
import { NUL_CHARACTER_MESSAGE } from '../../lib/request-validation.ts';

const PATH = '/api/cms-content/contact';
const PEOPLE = {
  employee: { id: USER_IDS.demoEmployee, clientId: CLIENT_IDS.demo, userType: 'employee' },
  employer: { id: USER_IDS.demoEmployer, clientId: CLIENT_IDS.demo, userType: 'employer' },
  mfa: { id: USER_IDS.demoMfa, clientId: CLIENT_IDS.demo, userType: 'employee' },
  admin: { id: USER_IDS.platformAdmin, clientId: null, userType: 'admin' },
  northwind: { id: USER_IDS.northwindEmployee, clientId: CLIENT_IDS.northwind, userType: 'employee' },
} as const satisfies Record<string, { id: string; clientId: string | null; userType: UserType }>;

const time = testClock();
let t: TestApp;
let receiver: SmtpReceiver;
beforeAll(async () => {
  receiver = await startSmtpReceiver();
  t = await createTestApp({ clock: time.clock, configOverrides: { smtpUrl: receiver.url } });
  await seedDemo(t.db);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const tokenOf = async (who: keyof typeof PEOPLE, tenantId?: string) =>
  (await openSession(t.app, PEOPLE[who], tenantId)).accessToken;

const send = (token: string, payload: object, host: string = HOSTS.demo) =>
  t.app.inject({ method: 'POST', url: PATH, headers: { host, ...bearer(token) }, payload });

/** Waits for the delivery jobs of what the outbox holds now. */
async function deliver() {
  await t.app.context.jobs.settled();
}

const enquiriesOf = (userId: string) =>
  t.db.select().from(contactEnquiries).where(eq(contactEnquiries.userId, userId));

describe('GET /api/cms-content/contact', () => {
  it.each(['employee', 'employer', 'admin'] as const)(
    'gives %s the subjects and the information card',
    async (who) => {
      const response = await getWithToken(t.app, PATH, await tokenOf(who));
      expect(response.statusCode).toBe(200);
      const page = contactPageSchema.parse(response.json());
      expect(page.enquiryOptions).toEqual([
        { label: 'My benefits', value: 'my-benefits' },
        { label: 'My account', value: 'my-account' },
        { label: 'Something else', value: 'something-else' },
      ]);
      expect(page.pageContent.name).toBe('Other ways to reach us');
      expect(page.pageContent.content).toContain('<a href="mailto:hr@demo.test" rel="noopener noreferrer">');
    },
  );

  it('is refused with 403 where the tenant has contact us disabled (northwind), also for an administrator', async () => {
    for (const token of [await tokenOf('northwind'), await tokenOf('admin', CLIENT_IDS.northwind)]) {
      const response = await getWithToken(t.app, PATH, token, HOSTS.northwind);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: CONTACT_DISABLED_MESSAGE });
    }
  });

  it('refuses anonymous callers with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: PATH, headers: { host: HOSTS.demo } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE });
  });
});

describe('POST /api/cms-content/contact', () => {
  it("e-mails the tenant's contact address with Reply-To set to the person, and stores the enquiry", async () => {
    const response = await send(await tokenOf('employee'), {
      subject: 'my-benefits',
      comments: '  When does my cycle to work voucher arrive?\nI ordered it last week.  ',
      // Ignored: the server takes the person from the account, the company from the tenant.
      email: 'someone-else@evil.test',
      firstName: 'Mallory',
      surname: 'X',
      company: 'Other Ltd',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success' });

    await deliver();
    expect(receiver.received).toHaveLength(1);
    const mail = receiver.received[0]!;
    expect(mail.envelope.to).toEqual(['hr@demo.test']);
    expect(mail.headers['reply-to']).toBe('employee@demo.test');
    expect(mail.headers.subject).toBe('Contact us: My benefits (from Alex Morgan)');
    expect(mail.text).toContain('Alex Morgan (employee@demo.test) of Demo Ltd sent this message');
    // SMTP carries CRLF line ends.
    expect(mail.text?.replaceAll('\r\n', '\n')).toContain(
      'When does my cycle to work voucher arrive?\n\nI ordered it last week.',
    );
    expect(mail.text).toContain('Reply to this e-mail to answer Alex Morgan directly.');
    expect(mail.raw).not.toMatch(/Mallory|evil\.test|Other Ltd/);

    const [enquiry] = await enquiriesOf(USER_IDS.demoEmployee);
    expect(enquiry).toMatchObject({
      clientId: CLIENT_IDS.demo,
      subject: 'my-benefits',
      subjectLabel: 'My benefits',
      comments: 'When does my cycle to work voucher arrive?\nI ordered it last week.',
      createdAt: time.clock(),
    });
  });

  it('escapes what the person wrote in the HTML part', async () => {
    receiver.received.length = 0;
    await send(await tokenOf('employer'), {
      subject: 'something-else',
      comments: '<script>alert(1)</script> & more',
    });
    await deliver();
    const mail = receiver.received[0]!;
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(mail.html).not.toContain('<script>');
  });

  it('answers 422 with field errors for a missing or unknown subject and empty comments, and stores nothing', async () => {
    const token = await tokenOf('mfa');
    const cases = [
      [{}, { _person_enq: 'Please provide a subject for your message', _message: 'This field is required' }],
      [
        { subject: 'northwind-only', comments: 'Hello' },
        { _person_enq: 'Please provide a subject for your message' },
      ],
      [{ subject: 'my-account', comments: '   ' }, { _message: 'This field is required' }],
      [
        { subject: null, comments: null },
        { _person_enq: 'Please provide a subject for your message', _message: 'This field is required' },
      ],
      [
        { subject: 'my-account', comments: 'x'.repeat(5001) },
        { _message: CONTACT_COMMENTS_TOO_LONG_MESSAGE },
      ],
    ] as const;
    for (const [payload, errors] of cases) {
      const response = await send(token, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: 'error', errors });
    }
    expect(await enquiriesOf(USER_IDS.demoMfa)).toEqual([]);
  });

  it('is refused with 403 { status, message } for northwind, storing and sending nothing', async () => {
    const response = await send(
      await tokenOf('northwind'),
      { subject: 'my-benefits', comments: 'Hello' },
      HOSTS.northwind,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 'error', message: CONTACT_DISABLED_MESSAGE });
    expect(await enquiriesOf(USER_IDS.northwindEmployee)).toEqual([]);
    const written = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.clientId, CLIENT_IDS.northwind));
    expect(written).toEqual([]);
  });

  it('refuses a NUL character in the message at validation, counting nothing against the hour', async () => {
    const token = await tokenOf('employer');
    const refused = await send(token, { subject: 'my-account', comments: 'Hello\u0000there' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'body.comments', message: NUL_CHARACTER_MESSAGE }]);
    // The next test sends the employer's remaining four of five this hour: this one used none of them.
  });

  it('allows 5 messages per person per hour, with a clear message, then again after the hour', async () => {
    const token = await tokenOf('employer');
    // The employer sent one message above, in this same hour.
    for (let i = 0; i < 4; i += 1) {
      expect((await send(token, { subject: 'my-account', comments: `Message ${i}` })).statusCode).toBe(200);
    }
    const refused = await send(token, { subject: 'my-account', comments: 'One too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 'error', message: CONTACT_RATE_LIMIT_MESSAGE });
    // Another person is not held back.
    expect((await send(await tokenOf('admin'), { subject: 'my-account', comments: 'Hi' })).statusCode).toBe(
      200,
    );

    time.advance(61 * MINUTE);
    const later = await send(await tokenOf('employer'), { subject: 'my-account', comments: 'An hour later' });
    expect(later.statusCode).toBe(200);
    expect(await enquiriesOf(USER_IDS.demoEmployer)).toHaveLength(6);
  });

  it('refuses anonymous callers with 401', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { host: HOSTS.demo },
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});
