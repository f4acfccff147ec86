/**
 * `npm run admin -- payroll run` as an operator runs it, on the portal's database (DATABASE_URL), printing
 * progress. The demo's payroll has run up to last month, so running October again writes nothing; the lines it
 * does write reach the running portal's statements at once (LISTEN/NOTIFY).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payrollLines } from '../src/db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../src/seed/ids.ts';
import { getWithToken, openSession } from './auth-helpers.ts';
import type { Run } from './cli-processes.ts';
import { createCliWorld, type CliWorld } from './cli-world.ts';

let world: CliWorld;
beforeAll(async () => {
  world = await createCliWorld();
}, 60_000);
afterAll(() => world?.close());

const runCli = (...args: string[]): Promise<Run> => world.run('admin.ts', ['payroll', ...args]);

describe('npm run admin -- payroll run', () => {
  it('prints its usage for an incomplete command', async () => {
    const run = await runCli('run', '--tenant', 'demo');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('npm run admin -- payroll run --tenant SLUG --period YYYY-MM');
  });

  it('runs a period, printing progress: one already run changes nothing', async () => {
    const run = await runCli('run', '--tenant', 'demo', '--period', '2026-10');
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^ {2}\d+ employees, 0 lines written\n/);
    expect(run.stdout).toMatch(
      /^October 2026 for demo: already up to date \(\d+ employees looked at, nothing written\)\.\n\(in the PostgreSQL database \(DATABASE_URL\)\)\n$/,
    );
  });

  it('refuses a period outside the scheme years and an unknown tenant', async () => {
    const outside = await runCli('run', '--tenant', 'demo', '--period', '2099-01');
    expect(outside.code).toBe(1);
    expect(outside.stderr).toContain("January 2099 is not in one of the tenant's scheme years.");
    const unknown = await runCli('run', '--tenant', 'nowhere', '--period', '2026-10');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('There is no tenant "nowhere"');
  });

  it("writes a period's missing lines, and the running portal's statements show them at once", async () => {
    const employee = USER_IDS.demoEmployee;
    // October's lines of one employee are missing (as if the period had run before they were employed).
    const removed = await world.handle.db
      .delete(payrollLines)
      .where(and(eq(payrollLines.userId, employee), eq(payrollLines.period, '2026-10')))
      .returning();
    expect(removed.length).toBeGreaterThan(0);
    const { accessToken } = await openSession(world.app, {
      id: employee,
      clientId: CLIENT_IDS.demo,
      userType: 'employee',
    });
    const youPaid = async () =>
      (await getWithToken(world.app, '/api/user/selections/mtb/page', accessToken)).json().years[0].youPaid;
    // The portal now keeps this statement (for ten minutes, unless told otherwise).
    const before = await youPaid();

    const run = await runCli('run', '--tenant', 'demo', '--period', '2026-10');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`October 2026 for demo: ${removed.length} ledger lines written`);
    const paidInOctober = removed.reduce((total, line) => total + line.employeePence, 0) / 100;
    expect(paidInOctober).toBeGreaterThan(0);
    expect(await youPaid()).toBeCloseTo(before + paidInOctober, 2);
  });
});
