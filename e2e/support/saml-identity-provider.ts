/**
 * The test SAML IdP (apps/server/test/saml-idp) on loopback, registered as a SAML provider of a tenant through
 * the admin CLI from its metadata address, as an operator would; `remove()` takes it away again.
 */
import { runAdmin } from './admin-cli.ts';
import {
  startSamlIdp,
  type SamlIdpAccount,
  type TestSamlIdp,
} from '../../apps/server/test/saml-idp/saml-idp-server.ts';

export async function registerSamlIdentityProvider(options: {
  tenant: string;
  name: string;
  domains: string[];
  accounts: SamlIdpAccount[];
  allowIdpInitiated?: boolean;
  /** The IdP's host name for browsers: the tenant's own (`northwind.localhost`) for a tenant on a sub-domain. */
  host?: string;
  identifier?: { attribute: string; target: 'email' | 'employee-number' };
}): Promise<TestSamlIdp & { remove(): Promise<void> }> {
  const idp = await startSamlIdp({
    accounts: options.accounts,
    ...(options.host ? { host: options.host } : {}),
  });
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
  await runAdmin(args);
  return {
    ...idp,
    async remove() {
      await runAdmin(['sso', 'remove', '--tenant', options.tenant, '--name', options.name]);
      await idp.close();
    },
  };
}
