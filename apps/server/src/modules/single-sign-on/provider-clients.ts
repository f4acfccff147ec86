/**
 * What the portal knows of each identity provider as an OpenID client (openid-client v6): the provider's
 * metadata from discovery, the client id and the opened client secret. Discovery is a network call, so a
 * configuration is kept for an hour per provider (rows never change: an operator removes and adds).
 *
 * Checks made on every ID token: issuer, audience (and azp), expiry, nonce, and the signature against the
 * provider's published keys (openid-client only checks signatures when asked: enableNonRepudiationChecks).
 * `none` and shared-secret (HS*) algorithms are struck from the provider's list, so an unsigned ID token is
 * refused even from a provider that advertises one.
 */
import * as oidc from 'openid-client';
import type { IdentityProviderRow } from '../../db/schema/index.ts';
import type { SecretBox } from '../../lib/crypto.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { issuerUrlProblem } from './issuer-url.ts';

export const DISCOVERY_TTL_MS = 60 * 60 * 1000;
/** Seconds a provider has to answer discovery, token and userinfo requests. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** The context a provider's client secret is sealed under (lib/crypto.ts), binding it to its row. */
export const providerSecretContext = (providerId: string) => `idp-client-secret:${providerId}`;

export interface ProviderClients {
  configuration(provider: IdentityProviderRow): Promise<oidc.Configuration>;
  forget(providerId?: string): void;
}

/** An OpenID Connect provider's own settings (a SAML provider has none: the database's check says so). */
export function oidcSettings(provider: IdentityProviderRow) {
  const { issuerUrl, oauthClientId, clientSecretCiphertext, secretKeyId } = provider;
  if (
    provider.protocol !== 'oidc' ||
    !issuerUrl ||
    !oauthClientId ||
    !clientSecretCiphertext ||
    !secretKeyId
  ) {
    throw new Error(`identity provider ${provider.name} is not an OpenID Connect provider`);
  }
  return { issuerUrl, oauthClientId, clientSecretCiphertext, secretKeyId };
}

/**
 * Why the issuer's discovery document cannot be used now (not reachable, not found, or naming another
 * issuer), or null: asked when an operator adds a provider in the console, so a wrong address is said at once.
 */
export async function discoveryProblem(issuerUrl: string, clientId: string): Promise<string | null> {
  const insecure = new URL(issuerUrl).protocol === 'http:';
  try {
    await oidc.discovery(new URL(issuerUrl), clientId, undefined, undefined, {
      execute: insecure ? [oidc.allowInsecureRequests] : [],
      timeout: PROVIDER_TIMEOUT_SECONDS,
    });
    return null;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return `the issuer's discovery document (${issuerUrl}/.well-known/openid-configuration) could not be read: ${reason}`;
  }
}

const acceptableAlgorithm = (alg: string) => alg !== 'none' && !alg.toUpperCase().startsWith('HS');

export function createProviderClients(deps: {
  secrets: SecretBox;
  production: boolean;
  ttlMs?: number;
}): ProviderClients {
  const { secrets, production } = deps;
  const cache = new TtlCache<oidc.Configuration>(deps.ttlMs ?? DISCOVERY_TTL_MS, 1_000);

  async function discover(provider: IdentityProviderRow): Promise<oidc.Configuration> {
    const settings = oidcSettings(provider);
    const problem = issuerUrlProblem(settings.issuerUrl, production);
    if (problem) throw new Error(`identity provider ${provider.name}: ${problem}`);
    const secret = secrets.open(
      { ciphertext: settings.clientSecretCiphertext, keyId: settings.secretKeyId },
      providerSecretContext(provider.id),
    );
    // Plain http is accepted only for loopback issuers outside production (issuerUrlProblem).
    const insecure = new URL(settings.issuerUrl).protocol === 'http:';
    const execute = [oidc.enableNonRepudiationChecks, ...(insecure ? [oidc.allowInsecureRequests] : [])];
    const discovered = await oidc.discovery(
      new URL(settings.issuerUrl),
      settings.oauthClientId,
      secret,
      undefined,
      {
        execute,
        timeout: PROVIDER_TIMEOUT_SECONDS,
      },
    );
    const metadata = discovered.serverMetadata();
    const methods = metadata.token_endpoint_auth_methods_supported;
    // client_secret_basic is the default of the standard; use post only for a provider without it.
    const authentication =
      !methods || methods.includes('client_secret_basic')
        ? oidc.ClientSecretBasic(secret)
        : oidc.ClientSecretPost(secret);
    const algorithms = (metadata.id_token_signing_alg_values_supported ?? ['RS256']).filter(
      acceptableAlgorithm,
    );
    const configuration = new oidc.Configuration(
      // The helpers openid-client adds to its copy are not enumerable: the spread keeps the metadata only.
      { ...(metadata as oidc.ServerMetadata), id_token_signing_alg_values_supported: algorithms },
      settings.oauthClientId,
      { client_secret: secret },
      authentication,
    );
    configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
    for (const apply of execute) apply(configuration);
    return configuration;
  }

  return {
    configuration: (provider) => cache.getOrLoad(provider.id, () => discover(provider)),
    forget: (providerId) => cache.invalidate(providerId),
  };
}
