/**
 * Operators' changes to a tenant's single sign-on, without code (npm run admin -- sso ...): list, add (OpenID
 * Connect here, SAML in saml-admin.ts) and remove identity providers, and turn single-sign-on-only on or off, straight on the database; the CLI then
 * tells running servers what to forget. The client secret is sealed before it is stored and never answered.
 */
import { randomUUID } from 'node:crypto';
import {
  ssoRedirectPath,
  ssoStartPath,
  SSO_POST_LOGOUT_PATH,
  type IdentityProviderSummary,
  type NewIdentityProvider,
  type TenantSingleSignOn,
} from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { ClientRow, IdentityProviderRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/crypto.ts';
import { tenantPublicUrl, type PublicUrlConfig } from '../../lib/mailer/public-url.ts';
import { findClientBySlug } from '../tenants/index.ts';
import {
  deleteProvider,
  findProviderByName,
  insertProvider,
  listProviders,
  setProviderMfaTrust,
  setSsoOnly,
} from './identity-providers.repository.ts';
import { issuerUrlProblem } from './issuer-url.ts';
import { discoveryProblem, oidcSettings, providerSecretContext } from './provider-clients.ts';
import { samlSummary } from './saml-summary.ts';

export interface SsoAdminDeps {
  db: Database;
  clock: Clock;
  secrets: SecretBox;
  config: PublicUrlConfig & { production: boolean };
}

export type SsoAdminOutcome<T> =
  | { status: 'ok'; value: T }
  | { status: 'unknown-tenant' }
  | { status: 'not-found' }
  /** `field`: the input the problem is with, for a form to show it there (the console's). */
  | { status: 'invalid'; message: string; field?: string };

const DEFAULT_SCOPES = 'openid email profile';

function summary(deps: SsoAdminDeps, tenant: ClientRow, row: IdentityProviderRow): IdentityProviderSummary {
  const base = tenantPublicUrl(tenant, deps.config);
  const settings = oidcSettings(row);
  return {
    protocol: 'oidc',
    name: row.name,
    issuerUrl: settings.issuerUrl,
    clientId: settings.oauthClientId,
    scopes: row.scopes,
    emailDomains: row.emailDomains,
    redirectUri: `${base}${ssoRedirectPath(row.name)}`,
    postLogoutRedirectUri: `${base}${SSO_POST_LOGOUT_PATH}`,
    trustProviderMfa: row.trustProviderMfa,
    signInUrl: `${base}${ssoStartPath(row.name)}`,
  };
}

async function describe(deps: SsoAdminDeps, tenant: ClientRow): Promise<TenantSingleSignOn> {
  const rows = await listProviders(deps.db, tenant.id);
  const providers = await Promise.all(
    rows.map((row) =>
      row.protocol === 'saml' ? samlSummary(deps, tenant, row) : Promise.resolve(summary(deps, tenant, row)),
    ),
  );
  return { ssoOnly: tenant.ssoOnly, providers };
}

/** Why a new provider cannot be added beside the tenant's others (its name or a domain taken), or null. */
export async function newProviderProblem(
  deps: SsoAdminDeps,
  tenant: ClientRow,
  input: { name: string; emailDomains: string[] },
): Promise<{ field: 'name' | 'emailDomains'; message: string } | null> {
  const existing = await listProviders(deps.db, tenant.id);
  if (existing.some((row) => row.name === input.name)) {
    return { field: 'name', message: `${tenant.slug} already has a provider named "${input.name}".` };
  }
  const taken = existing.flatMap((row) =>
    row.emailDomains
      .filter((domain) => input.emailDomains.includes(domain))
      .map((domain) => `${domain} (${row.name})`),
  );
  return taken.length > 0
    ? {
        field: 'emailDomains',
        message: `Another provider of ${tenant.slug} already serves ${taken.join(', ')}.`,
      }
    : null;
}

export async function describeTenantSso(
  deps: SsoAdminDeps,
  slug: string,
): Promise<SsoAdminOutcome<TenantSingleSignOn>> {
  const tenant = await findClientBySlug(deps.db, slug);
  if (!tenant) return { status: 'unknown-tenant' };
  return { status: 'ok', value: await describe(deps, tenant) };
}

/**
 * Adds an OpenID Connect provider. `checkDiscovery` (the console) asks the issuer's discovery document now,
 * so that a wrong address is said at once; the command line can add a provider it cannot reach yet.
 */
export async function addIdentityProvider(
  deps: SsoAdminDeps,
  slug: string,
  input: NewIdentityProvider,
  options: { checkDiscovery?: boolean } = {},
): Promise<SsoAdminOutcome<IdentityProviderSummary>> {
  const tenant = await findClientBySlug(deps.db, slug);
  if (!tenant) return { status: 'unknown-tenant' };
  const problem = issuerUrlProblem(input.issuerUrl, deps.config.production);
  if (problem)
    return { status: 'invalid', field: 'issuerUrl', message: `Cannot add the provider: ${problem}.` };
  const issuerUrl = input.issuerUrl.replace(/\/+$/, '');
  const domains = [...new Set(input.emailDomains)];
  const taken = await newProviderProblem(deps, tenant, { name: input.name, emailDomains: domains });
  if (taken) return { status: 'invalid', ...taken };
  const unreachable = options.checkDiscovery ? await discoveryProblem(issuerUrl, input.clientId) : null;
  if (unreachable)
    return { status: 'invalid', field: 'issuerUrl', message: `Cannot add the provider: ${unreachable}.` };
  const scopes = [...new Set(['openid', ...(input.scopes ?? DEFAULT_SCOPES).split(/\s+/).filter(Boolean)])];
  const id = randomUUID();
  const sealed = deps.secrets.seal(input.clientSecret, providerSecretContext(id));
  const row: IdentityProviderRow = {
    id,
    clientId: tenant.id,
    name: input.name,
    protocol: 'oidc',
    issuerUrl,
    oauthClientId: input.clientId,
    clientSecretCiphertext: sealed.ciphertext,
    secretKeyId: sealed.keyId,
    scopes: scopes.join(' '),
    emailDomains: domains,
    trustProviderMfa: false,
    createdAt: deps.clock(),
  };
  await insertProvider(deps.db, row);
  return { status: 'ok', value: summary(deps, tenant, row) };
}

/** Removes a provider: its linked accounts and requests in flight go with it; sessions keep running. */
export async function removeIdentityProvider(
  deps: SsoAdminDeps,
  slug: string,
  name: string,
): Promise<SsoAdminOutcome<{ id: string }>> {
  const tenant = await findClientBySlug(deps.db, slug);
  if (!tenant) return { status: 'unknown-tenant' };
  const row = await findProviderByName(deps.db, tenant.id, name);
  if (row && tenant.ssoOnly && (await listProviders(deps.db, tenant.id)).length === 1) {
    return {
      status: 'invalid',
      message: `${name} is the only provider of ${slug}, which signs in through single sign-on only: turn that off first.`,
    };
  }
  if (!row || !(await deleteProvider(deps.db, tenant.id, name))) return { status: 'not-found' };
  return { status: 'ok', value: { id: row.id } };
}

export async function setTenantSsoOnly(
  deps: SsoAdminDeps,
  slug: string,
  ssoOnly: boolean,
): Promise<SsoAdminOutcome<TenantSingleSignOn>> {
  const tenant = await findClientBySlug(deps.db, slug);
  if (!tenant) return { status: 'unknown-tenant' };
  if (ssoOnly && (await listProviders(deps.db, tenant.id)).length === 0) {
    return {
      status: 'invalid',
      message: `${slug} has no identity provider: add one first, or nobody could sign in.`,
    };
  }
  await setSsoOnly(deps.db, tenant.id, ssoOnly);
  return { status: 'ok', value: await describe(deps, { ...tenant, ssoOnly }) };
}

/**
 * Whether the provider's own MFA stands for the portal's two-factor step (either protocol). Off: a client that
 * enforces two-factor, or a user who turned it on, still meets the portal's step after single sign-on.
 */
export async function setProviderMfaTrusted(
  deps: SsoAdminDeps,
  slug: string,
  name: string,
  trusted: boolean,
): Promise<SsoAdminOutcome<{ trusted: boolean }>> {
  const tenant = await findClientBySlug(deps.db, slug);
  if (!tenant) return { status: 'unknown-tenant' };
  if (!(await setProviderMfaTrust(deps.db, tenant.id, name, trusted))) return { status: 'not-found' };
  return { status: 'ok', value: { trusted } };
}
