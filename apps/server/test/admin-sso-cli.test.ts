/**
 * `npm run admin -- sso ...` as an operator runs it: through the running server while it holds the embedded
 * database, and straight on the database once it has stopped. The client secret comes from a file and is
 * never printed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runScript, startPortal, stopPortal, type PortalProcess, type Run } from './cli-processes.ts';

const cli = path.join(ROOT, 'scripts/admin.ts');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-admin-sso-cli-'));
const env = {
  PATH: process.env.PATH ?? '',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://localhost:3999',
};
const SECRET = 'provider-client-secret-7f3a9c';
const secretFile = path.join(dataDir, 'client-secret.txt');

function runCli(...args: string[]): Promise<Run> {
  return runScript(cli, ['sso', ...args], { env, cwd: dataDir });
}

const add = (...extra: string[]) =>
  runCli(
    'add',
    '--tenant',
    'demo',
    '--name',
    'acme',
    '--issuer',
    'https://login.acme.example/',
    '--client-id',
    'portal-demo',
    '--client-secret-file',
    secretFile,
    '--domains',
    'demo.test, Acme.example',
    ...extra,
  );

let server: PortalProcess;
beforeAll(async () => {
  fs.writeFileSync(secretFile, `${SECRET}\n`, { mode: 0o600 });
  server = startPortal(env);
  await server.listening;
}, 120_000);
afterAll(async () => {
  await stopPortal(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run admin -- sso', () => {
  it('prints its usage for an incomplete command', async () => {
    for (const args of [
      ['add', '--tenant', 'demo'],
      ['only', '--tenant', 'demo'],
    ]) {
      const run = await runCli(...args);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('npm run admin -- sso add --tenant SLUG');
    }
  });

  it('adds a provider through the running server and says what to register at the provider', async () => {
    const run = await add();
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`through the running server (pid ${server.child.pid})`);
    expect(run.stdout).toContain('acme: https://login.acme.example (client portal-demo)');
    expect(run.stdout).toContain('e-mail domains: demo.test, acme.example; scopes: openid email profile');
    expect(run.stdout).toContain('redirect URI to register at the provider: http://localhost:3999/sso/acme');
    expect(run.stdout).not.toContain(SECRET);
  });

  it('refuses what would not work, with a reason', async () => {
    const again = await add();
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('demo already has a provider named "acme".');
    const missing = await runCli(
      'add',
      '--tenant',
      'demo',
      '--name',
      'b',
      '--issuer',
      'https://b.example',
      '--client-id',
      'x',
      '--client-secret-file',
      path.join(dataDir, 'nope.txt'),
      '--domains',
      'b.example',
    );
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Cannot read the client secret from');
    const unknown = await runCli('list', '--tenant', 'nowhere');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('There is no tenant "nowhere".');
  });

  it('turns single-sign-on-only on, and keeps the only provider while it is on', async () => {
    const on = await runCli('only', '--tenant', 'demo', '--on');
    expect(on.code).toBe(0);
    expect(on.stdout).toContain('Single-sign-on only is now on for demo');
    const remove = await runCli('remove', '--tenant', 'demo', '--name', 'acme');
    expect(remove.code).toBe(1);
    expect(remove.stderr).toContain('turn that off first');
    const list = await runCli('list', '--tenant', 'demo');
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('Single-sign-on only: on (demo)');
    expect((await runCli('only', '--tenant', 'demo', '--off')).code).toBe(0);
  });

  it('works on the database itself once the server has stopped', async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    const list = await runCli('list', '--tenant', 'demo');
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('acme: https://login.acme.example (client portal-demo)');
    expect(list.stdout).toContain('Single-sign-on only: off (demo)');
    const remove = await runCli('remove', '--tenant', 'demo', '--name', 'acme');
    expect(remove.code).toBe(0);
    expect(remove.stdout).toContain('Removed acme from demo in the embedded database');
    expect((await runCli('list', '--tenant', 'demo')).stdout).toContain('No identity providers.');
  });
});
