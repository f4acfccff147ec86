/** Helpers for the account flows' API tests: the outbox as the person's mailbox, and the reset requests. */
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { outboxMessages } from '../src/db/schema/index.ts';
import { HOSTS, solvedRobotCheck } from './auth-helpers.ts';

/** A password that meets every rule for every demo person. */
export const NEW_PASSWORD = 'Copper-Meadow-Violin-83#';

/** The messages sent to an address with a template, newest first. */
export function mailTo(db: Database, to: string, template: string) {
  return db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, to), eq(outboxMessages.template, template)))
    .orderBy(desc(outboxMessages.createdAt));
}

/** The token in the newest reset e-mail to an address. */
export async function latestResetToken(db: Database, to: string): Promise<string> {
  const [message] = await mailTo(db, to, 'password_reset');
  expect(message, `a reset e-mail to ${to}`).toBeDefined();
  const link = message!.links.find((candidate) => candidate.includes('/reset-password?token='));
  expect(link).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}

/** POST /api/forgot-password with a solved robot check; waits for the work done after the answer. */
export async function requestReset(app: App, email: string, host: string = HOSTS.demo) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/forgot-password',
    headers: { host },
    payload: { email, recaptcha: await solvedRobotCheck(app, host), isRecaptchaEnabled: true },
  });
  await app.services.accounts.reset.settled();
  return response;
}

export function post(app: App, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { host: HOSTS.demo, ...headers },
    payload: payload as object,
  });
}
