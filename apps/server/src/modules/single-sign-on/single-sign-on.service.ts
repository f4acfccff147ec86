/**
 * Single sign-on as the rest of the server sees it (the single-sign-on provider): which e-mails sign in
 * through a provider (POST /api/login/url) and how the host's tenant signs in (GET /api/login/options). The flow
 * itself is sso-flow.service.ts.
 */
import { apiPaths, API_BASE, pathTo, type LoginOptions, type LoginUrlResponse } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { ClientRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/crypto.ts';
import type { AppLogger } from '../../lib/logger.ts';
import { tenantPublicUrl, type PublicUrlConfig } from '../../lib/mailer/public-url.ts';
import { findProviderByDomain } from './identity-providers.repository.ts';
import { createProviderClients } from './provider-clients.ts';
import type { IssueSsoGrant, SsoContext } from './sso-flow.service.ts';

/** The context of every single-sign-on function; its provider clients cache each provider's discovery. */
export function createSsoContext(deps: {
  db: Database;
  clock: Clock;
  idpClock: Clock;
  secrets: SecretBox;
  config: PublicUrlConfig & { production: boolean };
  issueGrant: IssueSsoGrant;
  logger: AppLogger;
}): SsoContext {
  const { config } = deps;
  return {
    db: deps.db,
    clock: deps.clock,
    idpClock: deps.idpClock,
    secrets: deps.secrets,
    providers: createProviderClients({ secrets: deps.secrets, production: config.production }),
    issueGrant: deps.issueGrant,
    publicUrl: (tenant) => tenantPublicUrl(tenant, config),
    logger: deps.logger,
  };
}

/** POST /api/login/url: the start address when a provider of the tenant serves the e-mail's domain. */
export async function ssoLoginUrl(
  { db }: SsoContext,
  tenant: ClientRow | null,
  email: string,
): Promise<LoginUrlResponse> {
  // Decided by the domain alone: whether such a user exists is never part of the answer.
  if (!tenant) return { hasSSO: false };
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const provider = await findProviderByDomain(db, tenant.id, domain);
  if (!provider) return { hasSSO: false };
  const start = `${API_BASE}${pathTo(apiPaths.ssoStart, { provider: provider.name })}`;
  return { hasSSO: true, url: `${start}?${new URLSearchParams({ login_hint: email })}` };
}

export const loginOptions = (tenant: ClientRow | null): LoginOptions => ({
  ssoOnly: tenant?.ssoOnly ?? false,
});
