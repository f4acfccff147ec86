/**
 * `npm run admin -- sso ...` as an operator runs it, on the portal's database (DATABASE_URL). The client secret
 * comes from a file and is never printed; the running portal hears at once (LISTEN/NOTIFY) that its tenant
 * signs in through single sign-on only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS } from './auth-helpers.ts';
import type { Run } from './cli-processes.ts';
import { createCliWorld, type CliWorld } from './cli-world.ts';
import { idpMetadata } from './saml-idp/saml-responses.ts';

const SECRET = 'provider-client-secret-7f3a9c';
let world: CliWorld;
let secretFile: string;

function runCli(...args: string[]): Promise<Run> {
  return world.run('admin.ts', ['sso', ...args]);
}

/** How the running portal tells the signed-out web app that the demo tenant signs in. */
async function loginOptions(): Promise<unknown> {
  return (
    await world.app.inject({ method: 'GET', url: '/api/login/options', headers: { host: HOSTS.demo } })
  ).json();
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

beforeAll(async () => {
  world = await createCliWorld({ publicUrl: 'http://localhost:3999' });
  secretFile = path.join(world.dataDir, 'client-secret.txt');
  fs.writeFileSync(secretFile, `${SECRET}\n`, { mode: 0o600 });
}, 60_000);
afterAll(() => world?.close());

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

  it('adds a provider and says what to register at the provider', async () => {
    const run = await add();
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Added to demo in the PostgreSQL database (DATABASE_URL):');
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
      path.join(world.dataDir, 'nope.txt'),
      '--domains',
      'b.example',
    );
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Cannot read the client secret from');
    const unknown = await runCli('list', '--tenant', 'nowhere');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('There is no tenant "nowhere".');
  });

  it('turns single-sign-on-only on, which the running portal shows at once, and keeps the only provider while it is on', async () => {
    // The portal now keeps the demo tenant's row (for half a minute, unless told otherwise).
    expect(await loginOptions()).toEqual({ ssoOnly: false });
    const on = await runCli('only', '--tenant', 'demo', '--on');
    expect(on.code).toBe(0);
    expect(on.stdout).toContain('Single-sign-on only is now on for demo');
    expect(await loginOptions()).toEqual({ ssoOnly: true });
    const remove = await runCli('remove', '--tenant', 'demo', '--name', 'acme');
    expect(remove.code).toBe(1);
    expect(remove.stderr).toContain('turn that off first');
    const list = await runCli('list', '--tenant', 'demo');
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('Single-sign-on only: on (demo)');
    expect((await runCli('only', '--tenant', 'demo', '--off')).code).toBe(0);
    expect(await loginOptions()).toEqual({ ssoOnly: false });
  });

  it('trusts a provider’s MFA, and stops trusting it', async () => {
    const on = await runCli('trust-mfa', '--tenant', 'demo', '--name', 'acme', '--on');
    expect(on.stderr).toBe('');
    expect(on.stdout).toBe(
      "acme of demo is trusted for MFA now in the PostgreSQL database (DATABASE_URL): its sign-ins skip the portal's two-factor step.\n",
    );
    expect((await runCli('list', '--tenant', 'demo')).stdout).toContain(
      "provider's MFA trusted: yes (its sign-ins skip the portal's two-factor step)",
    );
    const off = await runCli('trust-mfa', '--tenant', 'demo', '--name', 'acme', '--off');
    expect(off.stdout).toContain('acme of demo is not trusted for MFA now');
    expect((await runCli('list', '--tenant', 'demo')).stdout).toContain(
      "provider's MFA trusted: no (the portal's two-factor step follows where required)",
    );
    const unknown = await runCli('trust-mfa', '--tenant', 'demo', '--name', 'nope', '--on');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('demo has no such identity provider.');
    expect((await runCli('trust-mfa', '--tenant', 'demo', '--name', 'acme')).code).toBe(2);
  });

  it('lists a SAML provider with whether IdP-initiated sign-in is allowed and its MFA trusted', async () => {
    const metadataFile = path.join(world.dataDir, 'idp-metadata.xml');
    fs.writeFileSync(
      metadataFile,
      idpMetadata({ entityId: 'https://idp.acme.example/metadata', ssoUrl: 'https://idp.acme.example/sso' }),
    );
    const addSaml = (name: string, domain: string, ...extra: string[]) =>
      runCli(
        'add-saml',
        '--tenant',
        'northwind',
        '--name',
        name,
        '--metadata-file',
        metadataFile,
        '--domains',
        domain,
        ...extra,
      );
    expect((await addSaml('open-idp', 'open.example', '--allow-idp-initiated')).code).toBe(0);
    expect((await addSaml('strict-idp', 'strict.example')).code).toBe(0);
    expect((await runCli('trust-mfa', '--tenant', 'northwind', '--name', 'strict-idp', '--on')).code).toBe(0);

    const list = await runCli('list', '--tenant', 'northwind');
    expect(list.code).toBe(0);
    const [open, strict] = list.stdout.split(/^(?=\S)/m);
    expect(open).toContain('open-idp: SAML 2.0, IdP https://idp.acme.example/metadata (pasted metadata)');
    expect(open).toContain(
      "single logout: no (the IdP offers none); IdP-initiated sign-in: allowed (to the portal's own pages)",
    );
    expect(open).toContain("provider's MFA trusted: no");
    expect(strict).toContain('strict-idp: SAML 2.0');
    expect(strict).toContain('IdP-initiated sign-in: off');
    expect(strict).toContain("provider's MFA trusted: yes");
    for (const name of ['open-idp', 'strict-idp']) {
      expect((await runCli('remove', '--tenant', 'northwind', '--name', name)).code).toBe(0);
    }
  });

  it('lists the providers and removes one', async () => {
    const list = await runCli('list', '--tenant', 'demo');
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('acme: https://login.acme.example (client portal-demo)');
    expect(list.stdout).toContain('Single-sign-on only: off (demo)');
    const remove = await runCli('remove', '--tenant', 'demo', '--name', 'acme');
    expect(remove.code).toBe(0);
    expect(remove.stdout).toBe(
      'Removed acme from demo in the PostgreSQL database (DATABASE_URL); the accounts linked through it are unlinked.\n',
    );
    expect((await runCli('list', '--tenant', 'demo')).stdout).toContain('No identity providers.');
  });
});
