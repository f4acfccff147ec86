/** A SAML provider as operators see it (npm run admin -- sso list). */
import { ssoStartPath, type SamlProviderSummary } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { ClientRow, IdentityProviderRow } from '../../db/schema/index.ts';
import { tenantPublicUrl, type PublicUrlConfig } from '../../lib/mailer/public-url.ts';
import { samlAddresses } from './saml-service-provider.ts';
import { findSamlSettings } from './saml.repository.ts';

export async function samlSummary(
  deps: { db: Database; config: PublicUrlConfig },
  tenant: ClientRow,
  row: IdentityProviderRow,
): Promise<SamlProviderSummary> {
  const settings = await findSamlSettings(deps.db, row.id);
  if (!settings) throw new Error(`SAML provider ${row.name} has no settings`);
  const base = tenantPublicUrl(tenant, deps.config);
  const addresses = samlAddresses(base, row.name);
  return {
    protocol: 'saml',
    name: row.name,
    emailDomains: row.emailDomains,
    idpEntityId: settings.idpEntityId,
    idpMetadataUrl: settings.metadataUrl,
    idpMetadataFetchedAt: settings.metadataFetchedAt?.toISOString() ?? null,
    spEntityId: addresses.entityId,
    assertionConsumerUrl: addresses.assertionConsumerUrl,
    singleLogout: settings.idpSloUrl !== null,
    identifier: settings.identifierAttribute ?? 'NameID',
    identifierTarget: settings.identifierTarget,
    allowIdpInitiated: settings.allowIdpInitiated,
    rolloverInProgress: settings.nextSpCertificate !== null,
    trustProviderMfa: row.trustProviderMfa,
    signInUrl: `${base}${ssoStartPath(row.name)}`,
  };
}
