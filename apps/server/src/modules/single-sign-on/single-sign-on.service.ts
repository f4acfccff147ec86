/**
 * Single sign-on as the rest of the server sees it (the single-sign-on provider): which e-mails sign in
 * through a provider (POST /api/login/url), how the host's tenant signs in (GET /api/login/options), the
 * provider's logout address for a single-sign-on session (ssoLogoutUrl), and the flow itself.
 */
import { apiPaths, API_BASE, pathTo, type LoginOptions, type LoginUrlResponse } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { ClientRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AppLogger } from '../../lib/logger.ts';
import type { SecretBox } from '../../lib/crypto.ts';
import { tenantPublicUrl, type PublicUrlConfig } from '../../lib/mailer/public-url.ts';
import {
  findProviderByDomain,
  findProviderById,
  findSessionProvider,
} from './identity-providers.repository.ts';
import { createProviderClients } from './provider-clients.ts';
import { createSsoFlow, type IssueSsoGrant, type SsoFlow } from './sso-flow.service.ts';

export interface SingleSignOnService {
  /** POST /api/login/url: the start address when a provider of the tenant serves the e-mail's domain. */
  loginUrl(tenant: ClientRow | null, email: string): Promise<LoginUrlResponse>;
  loginOptions(tenant: ClientRow | null): LoginOptions;
  /** ssoLogoutUrl of a session (login setup): null unless it signed in through a provider that has one. */
  logoutUrlForSession(sessionId: string, tenant: ClientRow): Promise<string | null>;
  /** ssoLogoutUrl right after a single-sign-on sign-in (POST /api/login/sso). */
  logoutUrlForProvider(identityProviderId: string): Promise<string | null>;
  /** Drops cached provider configurations (after an operator changes providers). */
  forget(providerId?: string): void;
  flow: SsoFlow;
}

export function createSingleSignOnService(deps: {
  db: Database;
  clock: Clock;
  secrets: SecretBox;
  config: PublicUrlConfig & { production: boolean };
  issueGrant: IssueSsoGrant;
  logger: AppLogger;
}): SingleSignOnService {
  const { db, config } = deps;
  const providers = createProviderClients({ secrets: deps.secrets, production: config.production });
  const flow = createSsoFlow({
    db,
    clock: deps.clock,
    providers,
    issueGrant: deps.issueGrant,
    publicUrl: (tenant) => tenantPublicUrl(tenant, config),
    logger: deps.logger,
  });

  return {
    async loginUrl(tenant, email) {
      // Decided by the domain alone: whether such a user exists is never part of the answer.
      if (!tenant) return { hasSSO: false };
      const domain = email.slice(email.lastIndexOf('@') + 1);
      const provider = await findProviderByDomain(db, tenant.id, domain);
      if (!provider) return { hasSSO: false };
      const start = `${API_BASE}${pathTo(apiPaths.ssoStart, { provider: provider.name })}`;
      return { hasSSO: true, url: `${start}?${new URLSearchParams({ login_hint: email })}` };
    },

    loginOptions: (tenant) => ({ ssoOnly: tenant?.ssoOnly ?? false }),

    async logoutUrlForSession(sessionId, tenant) {
      const found = await findSessionProvider(db, sessionId);
      if (!found || found.tenant.id !== tenant.id) return null;
      return flow.logoutUrl(found.tenant, found.provider);
    },

    async logoutUrlForProvider(identityProviderId) {
      const found = await findProviderById(db, identityProviderId);
      return found ? flow.logoutUrl(found.tenant, found.provider) : null;
    },

    forget: (providerId) => providers.forget(providerId),
    flow,
  };
}
