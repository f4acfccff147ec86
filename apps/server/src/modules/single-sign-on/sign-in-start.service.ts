/**
 * GET /api/sso/{provider}/start for either protocol: the tenant's provider by name, then OpenID Connect's
 * authorisation request (sso-flow.service.ts) or SAML's AuthnRequest (saml-flow.service.ts). The SAML answer
 * comes back as a cross-site form post, so its binding cookie must be SameSite=None (on https).
 */
import type { ClientRow } from '../../db/schema/index.ts';
import { findProviderByName } from './identity-providers.repository.ts';
import { startSaml } from './saml-flow.service.ts';
import { startSso, type SsoContext } from './sso-flow.service.ts';

export async function startSignIn(
  context: SsoContext,
  tenant: ClientRow | null,
  providerName: string,
  loginHint: string | undefined,
  presentedBinding: string | undefined,
): Promise<{ location: string; binding: string; crossSitePost: boolean } | null> {
  const provider = tenant && (await findProviderByName(context.db, tenant.id, providerName));
  if (!tenant || !provider) return null;
  if (provider.protocol === 'saml') {
    const started = await startSaml(context, tenant, provider, presentedBinding);
    return started && { ...started, crossSitePost: true };
  }
  const started = await startSso(context, tenant, provider, loginHint, presentedBinding);
  return started && { ...started, crossSitePost: false };
}
