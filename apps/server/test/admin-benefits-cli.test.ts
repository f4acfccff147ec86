/**
 * `npm run admin -- benefits ...` as an operator runs it, on the portal's database (DATABASE_URL): list, add from
 * a JSON file and retire. The running portal hears of a change at once (LISTEN/NOTIFY) and forgets its cached
 * catalogue, so employees see it on their next page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BENEFIT_REMOVED_MESSAGE } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IDS, USER_IDS } from '../src/seed/ids.ts';
import { getWithToken, openSession } from './auth-helpers.ts';
import type { Run } from './cli-processes.ts';
import { createCliWorld, type CliWorld } from './cli-world.ts';

let world: CliWorld;
let benefitFile: string;
let badFile: string;

const runCli = (...args: string[]): Promise<Run> => world.run('admin.ts', ['benefits', ...args]);

beforeAll(async () => {
  world = await createCliWorld();
  benefitFile = path.join(world.dataDir, 'tech-scheme.json');
  badFile = path.join(world.dataDir, 'bad.json');
  fs.writeFileSync(
    benefitFile,
    JSON.stringify({
      group: 'lifestyle',
      name: 'Tech Scheme',
      provider: 'Gadget Lease',
      summary: 'Laptops, tablets and phones through salary sacrifice.',
      descriptionHtml: '<p>Spread the cost over 12 months.</p><script>alert(1)</script>',
      kind: 'salary-sacrifice',
      approvalRequired: true,
      fields: [{ name: 'orderValue', label: 'Order value', unit: 'pounds', minimum: 100, maximum: 3000 }],
      faqs: [{ question: 'Which shops?', answerHtml: '<p>Gadget Lease online.</p>' }],
      terms: { contentHtml: '<p>Hire agreement terms.</p>' },
      related: ['Cycle to Work', 'A benefit nobody has'],
    }),
  );
  fs.writeFileSync(badFile, JSON.stringify({ name: 'Half a benefit', kind: 'free-lunch' }));
}, 60_000);
afterAll(() => world?.close());

describe('npm run admin -- benefits', () => {
  it('prints its usage for an incomplete command', async () => {
    for (const args of [['add', '--tenant', 'demo'], ['retire', '--tenant', 'demo', '--id', 'x'], ['list']]) {
      const run = await runCli(...args);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('npm run admin -- benefits add --tenant SLUG --file BENEFIT.json');
    }
  });

  it("lists a tenant's benefits of its current year", async () => {
    const run = await runCli('list', '--tenant', 'demo');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Scheme year 2026 of demo:');
    expect(run.stdout).toContain('  5  Dental Insurance (health, flexible)');
    expect(run.stdout).toContain('(in the PostgreSQL database (DATABASE_URL))');
    const northwind = await runCli('list', '--tenant', 'northwind');
    expect(northwind.stdout).toContain('  21  Northwind Pension Plan (financial, salary-sacrifice)');
  });

  it('adds a benefit from a file, says which related benefits it could not find, and retires it', async () => {
    const { accessToken } = await openSession(world.app, {
      id: USER_IDS.demoEmployee,
      clientId: CLIENT_IDS.demo,
      userType: 'employee',
    });
    const page = (benefitId: string) => getWithToken(world.app, `/api/benefit/${benefitId}`, accessToken);

    const added = await runCli('add', '--tenant', 'demo', '--file', benefitFile);
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    const id = /as benefit (\d+)\./.exec(added.stdout)?.[1];
    expect(id).toBeDefined();
    expect(added.stdout).toContain(
      'Not related to "A benefit nobody has": the year has no benefit of that name.',
    );
    expect((await runCli('list', '--tenant', 'demo')).stdout).toContain(
      `  ${id}  Tech Scheme (lifestyle, salary-sacrifice)`,
    );
    // The running portal shows it at once, and now keeps the catalogue with it (for ten minutes, unless told).
    const shown = await page(id!);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().name).toBe('Tech Scheme');

    const retired = await runCli('retire', '--tenant', 'demo', '--id', id!);
    expect(retired.code).toBe(0);
    expect(retired.stdout).toContain(`Retired benefit ${id} of demo.`);
    const gone = await page(id!);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(BENEFIT_REMOVED_MESSAGE);
    expect((await runCli('list', '--tenant', 'demo')).stdout).toContain(
      `Tech Scheme (lifestyle, salary-sacrifice) retired`,
    );
    const again = await runCli('retire', '--tenant', 'demo', '--id', id!);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`Benefit ${id} is not a current benefit of demo`);
  });

  it('refuses an invalid file and an unknown tenant, changing nothing', async () => {
    const bad = await runCli('add', '--tenant', 'demo', '--file', badFile);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('is not a valid benefit; nothing was changed');
    expect(bad.stderr).toContain('kind:');
    const unknown = await runCli('list', '--tenant', 'nowhere');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('There is no tenant "nowhere" with a current scheme year');
  });
});
