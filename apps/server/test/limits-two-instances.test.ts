/**
 * The limits of issue 34 against two instances on one database, every request alternating between them: an
 * office behind one gateway address signs in without a 429 under the default limits, while guessing, the lock
 * and e-mail floods are still refused, and each sign-in limit counts for the whole portal, not per process.
 */
import {
  FORGOT_PASSWORD_RATE_LIMIT_MESSAGE,
  LOGIN_RATE_LIMIT_MESSAGE,
  MAGIC_LINK_RATE_LIMIT_MESSAGE,
} from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password-hash.ts';
import { RESET_REQUESTS_PER_ADDRESS } from '../src/modules/account/password-reset.service.ts';
import { MAGIC_LINK_REQUESTS_PER_HOUR } from '../src/modules/magic-link/magic-link.service.ts';
import { CLIENT_IDS, DEMO_PASSWORD, SCHEME_IDS, USER_IDS } from '../src/seed/ids.ts';
import { bearer, HOSTS, solvedRobotCheck } from './auth-helpers.ts';
import { seedDemo, TEST_ENCRYPTION_KEY } from './harness.ts';
import { createTwoInstances, type TwoInstances } from './two-instances.ts';

const OFFICE = '203.0.113.10';
const ELSEWHERE = '198.51.100.200';
const WRONG = 'Not-The-Password-1';

/** The shipped defaults of every limit (the harness raises some for ordinary tests). */
function defaultLimits(): Partial<Config> {
  const shipped = loadConfig({
    SECRET_KEY: 's'.repeat(40),
    ENCRYPTION_KEY: TEST_ENCRYPTION_KEY.toString('base64'),
  });
  return {
    rateLimitPerMinute: shipped.rateLimitPerMinute,
    loginRateLimitPerMinute: shipped.loginRateLimitPerMinute,
    loginAccountFailureLimitPerMinute: shipped.loginAccountFailureLimitPerMinute,
    loginFailureLimitPer10Minutes: shipped.loginFailureLimitPer10Minutes,
  };
}

/** Activated employees of the demo tenant, `prefix-0@demo.test` on, all with the demo password. */
async function addEmployees(db: Database, prefix: string, count: number): Promise<string[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const emails = Array.from({ length: count }, (_, i) => `${prefix}-${i}@demo.test`);
  await db.insert(users).values(
    emails.map((email, i) => ({
      clientId: CLIENT_IDS.demo,
      email,
      firstName: 'Office',
      surname: `Person ${i}`,
      userType: 'employee' as const,
      passwordHash,
      activatedAt: new Date(),
    })),
  );
  return emails;
}

function post(app: App, address: string, url: string, payload: object, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: address,
    headers: { host: HOSTS.demo, ...headers },
    payload,
  });
}

const login = (app: App, address: string, email: string, password = DEMO_PASSWORD, recaptcha?: string) =>
  post(app, address, '/api/login', {
    email,
    password,
    deviceToken: 'd',
    ...(recaptcha ? { recaptcha } : {}),
  });

const statuses = (responses: LightMyRequestResponse[]) => responses.map((response) => response.statusCode);

describe('an office behind one address, on two instances with the default limits', () => {
  let two: TwoInstances;
  beforeAll(async () => {
    two = await createTwoInstances({ configOverrides: defaultLimits() });
    await seedDemo(two.db);
  });
  afterAll(() => two?.close());

  it('lets 150 employees sign in from one address within seconds, one in ten after a wrong password', async () => {
    // 150 sign-ins in a few seconds is the pace of 2,000 people in a minute or two; the old limits (30
    // sign-ins and 300 requests a minute per address) refused most of them.
    const emails = await addEmployees(two.db, 'office', 150);
    const answers: LightMyRequestResponse[] = [];
    const signInOne = async (email: string, n: number) => {
      const app = two.next(n);
      answers.push(await post(app, OFFICE, '/api/login/url', { email }));
      if (n % 10 === 0) answers.push(await login(two.next(n + 1), OFFICE, email, WRONG));
      const signedIn = await login(app, OFFICE, email);
      answers.push(signedIn);
      const token = signedIn.json<{ access_token?: string }>().access_token ?? '';
      for (let i = 0; i < 5; i += 1) {
        const url = i % 2 === 0 ? '/api/user' : '/api/theme';
        answers.push(
          await two.next(n + i).inject({
            method: 'GET',
            url,
            remoteAddress: OFFICE,
            headers: { host: HOSTS.demo, ...bearer(token) },
          }),
        );
      }
      expect(signedIn.statusCode, email).toBe(200);
    };
    for (let batch = 0; batch < emails.length; batch += 15) {
      await Promise.all(emails.slice(batch, batch + 15).map((email, i) => signInOne(email, batch + i)));
    }
    expect(answers).toHaveLength(150 * 7 + 15);
    expect(statuses(answers).filter((status) => status === 429)).toEqual([]);
    expect(statuses(answers).filter((status) => status === 401)).toHaveLength(15);
  });

  it('lets one person sign in again and again from the office: only refusals count per account', async () => {
    const again = [];
    for (let n = 0; n < 25; n += 1) again.push(await login(two.next(n), OFFICE, 'office-3@demo.test'));
    expect(statuses(again)).toEqual(Array<number>(25).fill(200));
  });

  it('still refuses guessing one account from that address: the lock, then the per-account limit', async () => {
    const email = 'employee@demo.test';
    const answers: LightMyRequestResponse[] = [];
    let recaptcha: string | undefined;
    for (let n = 0; n < 25; n += 1) {
      const app = two.next(n);
      const answer = await login(app, OFFICE, email, WRONG, recaptcha);
      answers.push(answer);
      const body = answer.json<{ showRecaptcha?: boolean }>();
      recaptcha = body.showRecaptcha ? await solvedRobotCheck(app) : undefined;
    }
    const bodies = answers.map((answer) => answer.json<{ userAccountLocked?: boolean; message?: string }>());
    // Five failures lock the account, counted across both instances; after 20 refusals in the minute, 429.
    expect(bodies.slice(0, 4).map((body) => body.userAccountLocked)).toEqual([false, false, false, false]);
    expect(bodies.slice(4, 20).every((body) => body.userAccountLocked === true)).toBe(true);
    expect(statuses(answers)).toEqual([...Array<number>(20).fill(401), ...Array<number>(5).fill(429)]);
    expect(bodies[20]).toEqual({ message: LOGIN_RATE_LIMIT_MESSAGE });
    expect(answers[20]!.headers['retry-after']).toBeDefined();

    // The right password from elsewhere: still locked. The office's other people: unaffected.
    const elsewhere = await login(
      two.apps[1],
      ELSEWHERE,
      email,
      DEMO_PASSWORD,
      await solvedRobotCheck(two.apps[1]),
    );
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toMatchObject({ userAccountLocked: true });
    expect((await login(two.apps[0], OFFICE, 'employer@demo.test')).statusCode).toBe(200);
  });

  it('still refuses an e-mail flood: reset links per e-mail and per address, magic links per employer', async () => {
    const reset = async (n: number, address: string, email: string) => {
      const app = two.next(n);
      const recaptcha = await solvedRobotCheck(app);
      return post(app, address, '/api/forgot-password', { email, recaptcha, isRecaptchaEnabled: true });
    };
    const oneInbox = [];
    for (let n = 0; n < 6; n += 1) oneInbox.push(await reset(n, OFFICE, 'employer@demo.test'));
    expect(statuses(oneInbox)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(oneInbox[5]!.json()).toMatchObject({ message: FORGOT_PASSWORD_RATE_LIMIT_MESSAGE });

    const flooder = '192.0.2.66';
    const many = [];
    for (let n = 0; n <= RESET_REQUESTS_PER_ADDRESS; n += 1)
      many.push(await reset(n, flooder, `flood-${n}@demo.test`));
    expect(statuses(many.slice(0, -1)).every((status) => status === 200)).toBe(true);
    expect(many.at(-1)!.statusCode).toBe(429);
    expect((await reset(0, OFFICE, 'office-1@demo.test')).statusCode).toBe(200);

    const employer = await login(two.apps[0], OFFICE, 'employer@demo.test');
    const token = employer.json<{ access_token: string }>().access_token;
    const url = `/api/magic-link/scheme/${SCHEME_IDS.demo2026}/employee/${USER_IDS.demoLeaver}`;
    const links = [];
    for (let n = 0; n <= MAGIC_LINK_REQUESTS_PER_HOUR; n += 1)
      links.push(await post(two.next(n), OFFICE, url, { password: DEMO_PASSWORD }, bearer(token)));
    expect(statuses(links)).toEqual([...Array<number>(MAGIC_LINK_REQUESTS_PER_HOUR).fill(202), 429]);
    expect(links.at(-1)!.json()).toEqual({ message: MAGIC_LINK_RATE_LIMIT_MESSAGE });
  });
});

describe('each limit counts for the whole portal, not per instance', () => {
  let two: TwoInstances;
  let people: string[];
  beforeAll(async () => {
    two = await createTwoInstances({
      configOverrides: {
        rateLimitPerMinute: 10,
        loginRateLimitPerMinute: 4,
        loginAccountFailureLimitPerMinute: 2,
        loginFailureLimitPer10Minutes: 3,
      },
    });
    await seedDemo(two.db);
    people = await addEmployees(two.db, 'person', 8);
  });
  afterAll(() => two?.close());

  it('per address on a sign-in route: the fifth sign-in of a minute from one address is refused', async () => {
    const address = '198.51.100.1';
    const answers = [];
    for (let n = 0; n < 5; n += 1) answers.push(await login(two.next(n), address, people[n]!));
    expect(statuses(answers)).toEqual([200, 200, 200, 200, 429]);
    expect(answers[4]!.json()).toEqual({ message: LOGIN_RATE_LIMIT_MESSAGE });
    // Another sign-in route has its own count; another address is not held back.
    expect((await post(two.apps[0], address, '/api/login/url', { email: people[5] })).statusCode).toBe(200);
    expect((await login(two.apps[1], '198.51.100.9', people[5]!)).statusCode).toBe(200);
  });

  it('per account and address: after two refusals in a minute at one account from one address, it waits', async () => {
    const [address, other] = ['198.51.100.2', '198.51.100.3'];
    const answers = [];
    for (let n = 0; n < 3; n += 1) answers.push(await login(two.next(n), address, people[6]!, WRONG));
    expect(statuses(answers)).toEqual([401, 401, 429]);
    expect(answers[2]!.json()).toEqual({ message: LOGIN_RATE_LIMIT_MESSAGE });
    // The account from another address, and another account from this address, are answered.
    expect((await login(two.apps[0], other, people[6]!, WRONG)).statusCode).toBe(401);
    expect((await login(two.apps[1], address, people[7]!)).statusCode).toBe(200);
  });

  it('refused sign-ins per address: after three, even a right password from that address waits', async () => {
    const [address, other] = ['198.51.100.4', '198.51.100.5'];
    const refused = [];
    for (let n = 0; n < 3; n += 1)
      refused.push(await login(two.next(n), address, `nobody-${n}@demo.test`, WRONG));
    expect(statuses(refused)).toEqual([401, 401, 401]);
    const waits = await login(two.apps[1], address, 'employer@demo.test');
    expect(waits.statusCode).toBe(429);
    expect(waits.json()).toEqual({ message: LOGIN_RATE_LIMIT_MESSAGE });
    expect((await login(two.apps[0], other, 'employer@demo.test')).statusCode).toBe(200);
  });

  it('the API ceiling counts in each process: two instances together let through twice the limit', async () => {
    const address = '198.51.100.6';
    const answers = [];
    for (let n = 0; n < 30; n += 1)
      answers.push(await two.next(n).inject({ method: 'GET', url: '/api/theme', remoteAddress: address }));
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(20);
    expect(statuses(answers).slice(20)).toEqual(Array<number>(10).fill(429));
  });
});
