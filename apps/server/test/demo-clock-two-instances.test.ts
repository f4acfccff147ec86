/**
 * The demo's clock across processes (issue 35): two web instances on one database, as `npm start` runs them.
 * A move made on one is read by the other's every rule at once (a change notice), and so is the reset; an
 * instance started while the clock is moved reads the offset at start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { buildApp } from '../src/app.ts';
import { createLogger } from '../src/lib/logger.ts';
import { openPostgres } from '../src/db/client.ts';
import { MINUTE, testClock } from './auth-helpers.ts';
import { consoleRequest, operatorToken } from './console-helpers.ts';
import { seedDemo } from './harness.ts';
import { createTwoInstances, untilListening, type TwoInstances } from './two-instances.ts';

const time = testClock('2026-11-25T10:00:00.000Z');
let two: TwoInstances;
let a: App;
let b: App;
let token: string;

/** The offset `app`'s clock reads, once it is `expected` (or after two seconds, whatever it is then). */
async function offsetOf(app: App, expected: number): Promise<number> {
  const offset = () => app.context.clock().getTime() - time.clock().getTime();
  for (const deadline = Date.now() + 2_000; offset() !== expected && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return offset();
}

beforeAll(async () => {
  two = await createTwoInstances({ clock: time.clock });
  [a, b] = two.apps;
  await seedDemo(two.db);
  await untilListening(a, b);
  await untilListening(b, a);
  token = await operatorToken(a, time);
}, 60_000);
afterAll(() => two?.close());

describe('the demo clock on two instances', () => {
  it('moves on the other instance as soon as one moves it, and comes back with the reset', async () => {
    const to = new Date(time.clock().getTime() + 10 * MINUTE).toISOString();
    expect(
      (await consoleRequest(a, 'PUT', '/api/console/clock', { token, payload: { to } })).statusCode,
    ).toBe(200);
    expect(await offsetOf(b, 10 * MINUTE)).toBe(10 * MINUTE);
    expect(b.context.clock().toISOString()).toBe(to);

    // A process started now reads the moved clock at start.
    const third = openPostgres(two.connectionString);
    const late = await buildApp({
      config: two.config,
      database: third,
      clock: time.clock,
      logger: createLogger('silent'),
    });
    try {
      expect(late.context.clock().toISOString()).toBe(to);
    } finally {
      await late.close();
      await third.close();
    }

    expect((await consoleRequest(b, 'DELETE', '/api/console/clock', { token })).statusCode).toBe(200);
    expect(await offsetOf(a, 0)).toBe(0);
  });
});
