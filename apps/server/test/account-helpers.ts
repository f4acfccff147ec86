/** Helpers for the account flows' API tests: the outbox as the person's mailbox, and the reset requests. */
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { outboxMessages, users } from '../src/db/schema/index.ts';
import { CLIENT_IDS } from '../src/seed/ids.ts';
import { HOSTS, solvedRobotCheck } from './auth-helpers.ts';
import { accounts, sendActivation } from '../src/modules/account/index.ts';
import { tenantDirectory } from '../src/modules/tenants/index.ts';

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
  await app.context.jobs.settled();
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

/**
 * A new Northwind employee (Kit Ames, born 01/10/1985; Northwind enforces two-factor) sent the activation
 * e-mail; answers the person and the link in that e-mail.
 */
export async function inviteNorthwindStarter(app: App, db: Database) {
  const [user] = await db
    .insert(users)
    .values({
      clientId: CLIENT_IDS.northwind,
      email: 'starter@northwind.test',
      firstName: 'Kit',
      surname: 'Ames',
      userType: 'employee',
      dateOfBirth: '1985-10-01',
    })
    .returning();
  const northwind = (await app.context.use(tenantDirectory).findBySlug('northwind'))!;
  await sendActivation(app.context.use(accounts), northwind, user!);
  const [message] = await mailTo(db, 'starter@northwind.test', 'activation');
  const link = message!.links.find((candidate) => candidate.includes('/activation/'))!;
  return { user: user!, link };
}
