/**
 * The test SAML IdP (apps/server/test/saml-idp) on loopback, registered as a SAML provider of a tenant through
 * the admin CLI from its metadata address, as an operator would; `remove()` takes it away again.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { DRIZZLE_LOADING } from '../../apps/server/test/cli-processes.ts';
import {
  startSamlIdp,
  type SamlIdpAccount,
  type TestSamlIdp,
} from '../../apps/server/test/saml-idp/saml-idp-server.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

async function admin(args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', DRIZZLE_LOADING, 'scripts/admin.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
  });
  return stdout;
}

export async function registerSamlIdentityProvider(options: {
  tenant: string;
  name: string;
  domains: string[];
  accounts: SamlIdpAccount[];
  allowIdpInitiated?: boolean;
  identifier?: { attribute: string; target: 'email' | 'employee-number' };
}): Promise<TestSamlIdp & { remove(): Promise<void> }> {
  const idp = await startSamlIdp({ accounts: options.accounts });
  const args = ['sso', 'add-saml', '--tenant', options.tenant, '--name', options.name];
  args.push('--metadata-url', idp.metadataUrl, '--domains', options.domains.join(','));
  if (options.allowIdpInitiated) args.push('--allow-idp-initiated');
  if (options.identifier) {
    args.push(
      '--identifier-attribute',
      options.identifier.attribute,
      '--identifier',
      options.identifier.target,
    );
  }
  await admin(args);
  return {
    ...idp,
    async remove() {
      await admin(['sso', 'remove', '--tenant', options.tenant, '--name', options.name]);
      await idp.close();
    },
  };
}
