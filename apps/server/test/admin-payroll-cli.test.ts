/**
 * `npm run admin -- payroll run` as an operator runs it: through the running server while it holds the embedded
 * database, and straight on the database once it has stopped (with progress). The demo's payroll has run up to
 * last month, so running October again writes nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runScript, startPortal, stopPortal, type PortalProcess, type Run } from './cli-processes.ts';

const cli = path.join(ROOT, 'scripts/admin.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-admin-payroll-cli-'));
const env = { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
const runCli = (...args: string[]): Promise<Run> =>
  runScript(cli, ['payroll', ...args], { env, cwd: dataDir });

let server: PortalProcess;
beforeAll(async () => {
  server = startPortal(env);
  await server.listening;
}, 120_000);
afterAll(async () => {
  await stopPortal(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run admin -- payroll run', () => {
  it('prints its usage for an incomplete command', async () => {
    const run = await runCli('run', '--tenant', 'demo');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('npm run admin -- payroll run --tenant SLUG --period YYYY-MM');
  });

  it('runs a period through the running server: one already run changes nothing', async () => {
    const run = await runCli('run', '--tenant', 'demo', '--period', '2026-10');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^October 2026 for demo: already up to date \(\d+ employees looked at, nothing written\)\./,
    );
    expect(run.stdout).toContain('running server');
  });

  it('refuses a period outside the scheme years and an unknown tenant', async () => {
    const outside = await runCli('run', '--tenant', 'demo', '--period', '2099-01');
    expect(outside.code).toBe(1);
    expect(outside.stderr).toContain("January 2099 is not in one of the tenant's scheme years.");
    const unknown = await runCli('run', '--tenant', 'nowhere', '--period', '2026-10');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('There is no tenant "nowhere"');
  });

  it('works on the database itself once the server has stopped, printing progress', async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    const run = await runCli('run', '--tenant', 'demo', '--period', '2026-09');
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/\d+ employees, 0 lines written/);
    expect(run.stdout).toContain('September 2026 for demo: already up to date');
    expect(run.stdout).toContain('embedded database');
  });
});
