/**
 * `npm run admin -- benefits ...` as an operator runs it: list, add from a JSON file and retire, through the
 * running server while it holds the embedded database, and straight on the database once it has stopped. The
 * running server forgets its cached catalogue, so employees see the change at once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runScript, startPortal, stopPortal, type PortalProcess, type Run } from './cli-processes.ts';

const cli = path.join(ROOT, 'scripts/admin.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-admin-benefits-cli-'));
const env = { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
const benefitFile = path.join(dataDir, 'tech-scheme.json');
const badFile = path.join(dataDir, 'bad.json');

const runCli = (...args: string[]): Promise<Run> =>
  runScript(cli, ['benefits', ...args], { env, cwd: dataDir });

let server: PortalProcess;
beforeAll(async () => {
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
  server = startPortal(env);
  await server.listening;
}, 120_000);
afterAll(async () => {
  await stopPortal(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run admin -- benefits', () => {
  it('prints its usage for an incomplete command', async () => {
    for (const args of [['add', '--tenant', 'demo'], ['retire', '--tenant', 'demo', '--id', 'x'], ['list']]) {
      const run = await runCli(...args);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('npm run admin -- benefits add --tenant SLUG --file BENEFIT.json');
    }
  });

  it("lists a tenant's benefits of its current year through the running server", async () => {
    const run = await runCli('list', '--tenant', 'demo');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Scheme year 2026 of demo:');
    expect(run.stdout).toContain('  5  Dental Insurance (health, flexible)');
    expect(run.stdout).toContain(`through the running server (pid ${server.child.pid})`);
  });

  it('adds a benefit from a file, says which related benefits it could not find, and retires it', async () => {
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

    const retired = await runCli('retire', '--tenant', 'demo', '--id', id!);
    expect(retired.code).toBe(0);
    expect(retired.stdout).toContain(`Retired benefit ${id} of demo.`);
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

  it('works on the database itself once the server has stopped', async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    const list = await runCli('list', '--tenant', 'northwind');
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('  21  Northwind Pension Plan (financial, salary-sacrifice)');
    expect(list.stdout).toContain('embedded database');
  });
});
