/**
 * `npm run admin -- clock` as an operator runs it, on the portal's database (DATABASE_URL): the running portal's
 * clock follows each move at once (LISTEN/NOTIFY), each change is audited with the operator's login name, and
 * it is refused when the portal runs for real.
 */
import os from 'node:os';
import { inArray } from 'drizzle-orm';
import { DEMO_CLOCK_REFUSED_MESSAGE } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/index.ts';
import type { Run } from './cli-processes.ts';
import { createCliWorld, type CliWorld } from './cli-world.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let world: CliWorld;
beforeAll(async () => {
  world = await createCliWorld();
}, 60_000);
afterAll(() => world?.close());

const runCli = (...args: string[]): Promise<Run> => world.run('admin.ts', ['clock', ...args]);

/** How far the running portal's clock is from the real time, once it has heard of a move. */
async function portalOffset(expected: number): Promise<number> {
  const offset = () => world.app.context.clock().getTime() - Date.now();
  for (let tries = 0; tries < 100 && Math.abs(offset() - expected) > 5_000; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return offset();
}

const clockAudit = () =>
  world.handle.db
    .select()
    .from(auditEvents)
    .where(inArray(auditEvents.type, ['console.demo_clock_moved', 'console.demo_clock_reset']));

describe('npm run admin -- clock', () => {
  it('prints its usage for an unknown or incomplete command', async () => {
    for (const args of [['fast'], ['forward'], ['reset', 'now']]) {
      const run = await runCli(...args);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(
        'npm run admin -- clock show|set ISO-DATE-TIME|forward DURATION|back DURATION|reset',
      );
    }
  });

  it('shows the real time while the clock is not moved', async () => {
    const run = await runCli('show');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^The portal's clock shows the real time: \w+day, \d+ \w+ \d{4} at \d\d:\d\d \(UK\)\.\n$/,
    );
  });

  it('moves forward and back: the running portal follows at once, each change audited', async () => {
    const forward = await runCli('forward', '3d');
    expect(forward.code).toBe(0);
    expect(forward.stdout).toMatch(/^The portal's clock is moved forward 3 days: /);
    expect(Math.abs((await portalOffset(3 * DAY)) - 3 * DAY)).toBeLessThan(5_000);

    const back = await runCli('back', '2h');
    expect(back.code).toBe(0);
    expect(back.stdout).toMatch(/^The portal's clock is moved forward 2 days 22 hours: /);
    expect(Math.abs((await portalOffset(3 * DAY - 2 * HOUR)) - (3 * DAY - 2 * HOUR))).toBeLessThan(5_000);

    const moved = (await clockAudit()).find((row) => row.type === 'console.demo_clock_moved');
    expect(moved).toMatchObject({
      type: 'console.demo_clock_moved',
      userId: null,
      clientId: null,
      detail: { via: 'cli', operator: os.userInfo().username, before: { offsetMs: 0 } },
    });
    expect(Math.abs((moved!.detail.after as { offsetMs: number }).offsetMs - 3 * DAY)).toBeLessThan(5_000);
  });

  it('sets a time, and resets to the real time (a second reset changes nothing)', async () => {
    const set = await runCli('set', '2020-01-01T09:00:00Z');
    expect(set.code).toBe(0);
    expect(set.stdout).toMatch(
      /^The portal's clock is moved back \d+ days( \d+ hours?)?( \d+ minutes?)?: Wednesday, 1 January 2020 at 09:0\d \(UK\)\.\n$/,
    );
    expect(world.app.context.clock().getFullYear()).toBeLessThan(2021);
    const reset = await runCli('reset');
    expect(reset.code).toBe(0);
    expect(reset.stdout).toMatch(/^The portal's clock shows the real time/);
    expect(Math.abs(await portalOffset(0))).toBeLessThan(5_000);
    const again = await runCli('reset');
    expect(again.stdout).toMatch(/^Nothing to change\. The portal's clock shows the real time/);
    // The rows' times are the portal's, moved: their order is not the order they were made in.
    const types = (await clockAudit()).map((row) => row.type).sort();
    expect(types).toEqual([
      'console.demo_clock_moved',
      'console.demo_clock_moved',
      'console.demo_clock_moved',
      'console.demo_clock_reset',
    ]);
  });

  it("dates what the other commands make by the portal's clock: a masquerade link made while it is moved works", async () => {
    expect((await runCli('forward', '2d')).code).toBe(0);
    const run = await world.run('admin.ts', [
      'masquerade',
      '--admin',
      'admin@platform.test',
      '--user',
      'employee@demo.test',
      '--year',
      '2026',
      '--reason',
      'Demo of the clock',
    ]);
    expect(run.code).toBe(0);
    const until = Date.parse(/until (\S+)\.\n$/.exec(run.stderr)?.[1] ?? '');
    // Valid for 60 minutes from the portal's time (two days on), not from the real time.
    expect(Math.abs(until - (Date.now() + 2 * DAY + HOUR))).toBeLessThan(60_000);
    expect((await runCli('reset')).code).toBe(0);
  });

  it('refuses a duration or time that is not one', async () => {
    const duration = await runCli('forward', '3 weeks');
    expect(duration.code).toBe(1);
    expect(duration.stderr).toContain('"3 weeks" is not a duration such as 3d, 2h, 15m or 1d2h.');
    const time = await runCli('set', 'tomorrow');
    expect(time.code).toBe(1);
    expect(time.stderr).toContain('"tomorrow" is not a date and time such as 2026-12-03T09:00Z.');
    const far = await runCli('forward', '9999d');
    expect(far.code).toBe(1);
    expect(far.stderr).toContain('Please choose a time within ten years of today');
  });

  it('refuses every change when the portal runs for real', async () => {
    const refused = await world.run('admin.ts', ['clock', 'forward', '1d'], {
      SMTP_URL: 'smtp://127.0.0.1:1',
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(DEMO_CLOCK_REFUSED_MESSAGE);
  });
});
