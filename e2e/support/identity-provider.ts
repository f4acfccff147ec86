import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runAdmin } from './admin-cli.ts';
import {
  startOidcProvider,
  type ProviderAccount,
  type TestProvider,
} from '../../apps/server/test/oidc-provider.ts';

/**
 * A real OpenID provider on loopback, registered as a provider of a tenant through the admin CLI, as an
 * operator would: the journey signs in on its own login form. `remove()` takes it away again.
 */
export async function registerIdentityProvider(options: {
  tenant: string;
  name: string;
  domains: string[];
  accounts: ProviderAccount[];
  portalOrigin: string;
}): Promise<TestProvider & { remove(): Promise<void> }> {
  const provider = await startOidcProvider({
    redirectUris: [`${options.portalOrigin}/sso/${options.name}`],
    postLogoutRedirectUris: [`${options.portalOrigin}/logout-success`],
    accounts: options.accounts,
  });
  const secretFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'idp-')), 'secret');
  fs.writeFileSync(secretFile, provider.clientSecret, { mode: 0o600 });
  // The CLI names the tenant by slug; the portal's address for it comes from its settings.
  await runAdmin([
    'sso',
    'add',
    '--tenant',
    options.tenant,
    '--name',
    options.name,
    '--issuer',
    provider.issuer,
    '--client-id',
    provider.clientId,
    '--client-secret-file',
    secretFile,
    '--domains',
    options.domains.join(','),
  ]);
  fs.rmSync(path.dirname(secretFile), { recursive: true, force: true });
  return {
    ...provider,
    async remove() {
      await runAdmin(['sso', 'remove', '--tenant', options.tenant, '--name', options.name]);
      await provider.close();
    },
  };
}
