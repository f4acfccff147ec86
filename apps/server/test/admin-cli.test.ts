/**
 * `npm run admin -- masquerade` as an operator runs it: through the running server while it holds the embedded
 * database, and straight on the database once it has stopped. The printed link signs in once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runScript, startPortal, stopPortal, type PortalProcess, type Run } from './cli-processes.ts';
import { readServerAddress, serverAddressFile } from '../src/modules/operator/server-address.ts';

const cli = path.join(ROOT, 'scripts/admin.ts');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-admin-cli-'));
const PUBLIC_URL = 'http://localhost:3999';
const env = { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL };
const LINK = /^http:\/\/localhost:3999\/sso-login\/msq[\w-]{43}\/2026\n$/;
const NORTHWIND_LINK = /^http:\/\/northwind\.localhost:3999\/sso-login\/msq[\w-]{43}\/2026\n$/;

function runCli(...args: string[]): Promise<Run> {
  return runScript(cli, [...args], { env, cwd: dataDir });
}

const masquerade = (...extra: string[]) =>
  runCli(
    'masquerade',
    '--admin',
    'admin@platform.test',
    '--user',
    'employee@demo.test',
    '--year',
    '2026',
    '--reason',
    'Ticket 4711',
    ...extra,
  );

/** Opens a link's token on the running server, as /sso-login does. */
async function openOnServer(link: string): Promise<Response> {
  const address = readServerAddress(dataDir)!;
  const [, , token, year] = new URL(link.trim()).pathname.split('/');
  return fetch(`http://127.0.0.1:${address.port}/api/login/sso`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ssoToken: token, masqueradeSchemeYear: Number(year), deviceToken: 'cli-test' }),
  });
}

let server: PortalProcess;
beforeAll(async () => {
  server = startPortal(env);
  await server.listening;
}, 120_000);
afterAll(async () => {
  await stopPortal(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run admin -- masquerade', () => {
  it('prints a link through the running server, which signs in as the person once', async () => {
    const run = await masquerade();
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(LINK);
    expect(run.stderr).toMatch(
      /^Masquerade link for employee@demo\.test \(demo, scheme year 2026\), asked by admin@platform\.test, made through the running server \(pid \d+\)\. It works once, until \d{4}-\d\d-\d\dT[\d:.]+Z\.\n$/,
    );
    const opened = await openOnServer(run.stdout);
    expect(opened.status).toBe(200);
    const body = (await opened.json()) as { masqueradeUserId: string; access_token: string };
    expect(body.masqueradeUserId).toBe('a5e40000-0000-4000-8000-000000000001');
    expect((await openOnServer(run.stdout)).status).toBe(410);
  }, 60_000);

  it("uses the tenant's own address with --tenant", async () => {
    const run = await runCli(
      'masquerade',
      '--admin=admin@platform.test',
      '--user=employer@northwind.test',
      '--year=2026',
      '--reason=Set-up check',
      '--tenant=northwind',
    );
    expect(run.stderr).toContain('made through the running server');
    expect(run.stdout).toMatch(NORTHWIND_LINK);
  }, 60_000);

  it('says what is wrong: unknown person, not an administrator, unknown year or tenant, missing options', async () => {
    const cases: [string[], string][] = [
      [['--user', 'nobody@demo.test'], 'There is no employer or employee nobody@demo.test in "demo".'],
      [['--admin', 'employer@demo.test'], 'employer@demo.test is not a platform administrator.'],
      [['--year', '2019'], '"demo" has no scheme year 2019.'],
      [['--tenant', 'nowhere'], 'There is no tenant "nowhere".'],
      [['--reason', '   '], '--reason must say why, in 1 to 500 characters.'],
      [['--user', 'not-an-address'], '--user must be an e-mail address.'],
    ];
    for (const [override, message] of cases) {
      const [flag, value] = override as [string, string];
      const args = [
        '--admin',
        'admin@platform.test',
        '--user',
        'employee@demo.test',
        '--year',
        '2026',
        '--reason',
        'x',
      ];
      const at = args.indexOf(flag);
      if (at >= 0) args[at + 1] = value;
      else args.push(flag, value);
      const run = await runCli('masquerade', ...args);
      expect(run, override.join(' ')).toMatchObject({ code: 1, stdout: '', stderr: `${message}\n` });
    }
    const missing = await runCli('masquerade', '--user', 'employee@demo.test');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Usage:');
    expect((await runCli('unknown-command')).code).toBe(2);
  }, 60_000);

  it('opens the embedded database itself once the server has stopped', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(serverAddressFile(dataDir))).toBe(false);
    const run = await masquerade();
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(LINK);
    expect(run.stderr).toContain('made in the embedded database at');
  }, 60_000);
});
