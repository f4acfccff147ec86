/**
 * A submit's confirmation e-mail, written in the statement that writes the selection
 * (selection-writes.repository.ts): over SMTP its delivery job is written beside it and the e-mail arrives; a
 * submit that loses to another writes no e-mail, as it writes no event.
 */
import { selectionChangeResponseSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo } from '../../../test/account-helpers.ts';
import { bearer, HOSTS, signIn, testClock } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../../test/mail-helpers.ts';

const GIVE_AS_YOU_EARN = 12;
const time = testClock('2026-11-24T10:00:00.000Z');

function send(t: TestApp, method: 'POST' | 'PATCH', url: string, token: string, payload: object) {
  return t.app.inject({ method, url, headers: { host: HOSTS.demo, ...bearer(token) }, payload });
}

/** A draft of Give As You Earn for the signed-in person, and a submit of it. */
async function draftOf(t: TestApp, token: string) {
  const created = await send(t, 'POST', `/api/benefit/${GIVE_AS_YOU_EARN}/selection`, token, {
    values: { monthlyGift: 15 },
  });
  expect(created.statusCode).toBe(201);
  const { selection } = selectionChangeResponseSchema.parse(created.json());
  return () =>
    send(t, 'PATCH', `/api/selection/${selection.selectionId}`, token, {
      revision: selection.revision,
      submit: true,
      accepted_terms: true,
    });
}

describe('a submit over SMTP', () => {
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

  it('delivers its confirmation, and the outbox keeps it as sent', async () => {
    const { accessToken } = await signIn(t.app, 'employee@demo.test');
    const submitted = await (await draftOf(t, accessToken))();
    expect(submitted.statusCode).toBe(200);
    await t.app.context.jobs.settled();
    const delivered = receiver.received.filter((mail) => mail.envelope.to.includes('employee@demo.test'));
    expect(delivered.map((mail) => mail.headers.subject)).toEqual([
      'Your Give As You Earn selection is confirmed',
    ]);
    expect(delivered[0]!.text).toContain('Monthly gift: £15 a month');
    const [row] = await mailTo(t.db, 'employee@demo.test', 'selection_submitted');
    expect(row).toMatchObject({ status: 'sent', subject: 'Your Give As You Earn selection is confirmed' });
  });
});

describe('a submit that loses to another', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: time.clock });
    await seedDemo(t.db);
  });
  afterAll(() => t.close());

  it('writes no e-mail: two submits of one draft at once send one confirmation', async () => {
    const { accessToken } = await signIn(t.app, 'employer@demo.test');
    const submit = await draftOf(t, accessToken);
    const answers = await Promise.all([submit(), submit()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await mailTo(t.db, 'employer@demo.test', 'selection_submitted')).toHaveLength(1);
  });
});
