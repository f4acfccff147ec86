/**
 * The single-sign-on flow (OpenID Connect authorisation code flow with PKCE, state and nonce):
 *
 *   start     a browser opens GET /api/sso/{provider}/start: a request row (SHA-256 of the state and of a
 *             random browser-binding value kept in an HttpOnly cookie, the nonce and the PKCE verifier,
 *             10 minutes) and a redirect to the provider, which returns to the web route /sso/{provider}.
 *   complete  that page sends the provider's answer to GET /api/sso/{provider}/callback: the state is used up
 *             in one statement only if it is this provider's, this browser's, unused and in time; the code is
 *             exchanged with the verifier and the ID token checked (provider-clients.ts); the account is
 *             linked (account-link.ts) and a one-time single_sign_on grant (2 minutes) answers
 *             `/sso-login/sso…`, which POST /api/login/sso turns into a session. The grant carries the
 *             provider's end-session address (when its discovery has one) to the session, whose login setup
 *             answers it as ssoLogoutUrl.
 *
 * Every failure answers the same message to the browser; the reason goes to the audit table and the log.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SSO_LOGIN_PATH, SSO_POST_LOGOUT_PATH, ssoRedirectPath } from '@portal/contracts';
import * as oidc from 'openid-client';
import type { Database } from '../../db/client.ts';
import type { ClientRow, IdentityProviderRow } from '../../db/schema/index.ts';
import { recordAudit, type RequestOrigin } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/crypto.ts';
import type { AppLogger } from '../../lib/logger.ts';
import { linkByEmail, linkedUser, type LinkRefusal } from './account-link.ts';
import { findProviderByName } from './identity-providers.repository.ts';
import { oidcSettings, type ProviderClients } from './provider-clients.ts';
import {
  consumeAuthorisation,
  deleteEndedAuthorisations,
  findAuthorisation,
  insertAuthorisation,
} from './sso.repository.ts';

export const AUTHORISATION_VALID_MS = 10 * 60 * 1000;
export const SSO_GRANT_TTL_MS = 2 * 60 * 1000;
export const BINDING_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** Issues the one-time single_sign_on grant (modules/sign-in-grants); its token begins `sso`. */
export type IssueSsoGrant = (grant: {
  kind: 'single_sign_on';
  clientId: string;
  userId: string;
  identityProviderId: string;
  ssoLogoutUrl: string | null;
  ttlMs: number;
}) => Promise<{ token: string }>;

export type SsoFailureReason =
  | 'unknown_provider'
  | 'repeated_parameter'
  | 'missing_state'
  | 'missing_binding'
  | 'unknown_state'
  | 'other_provider'
  | 'state_used'
  | 'state_expired'
  | 'other_browser'
  | 'provider_unreachable'
  | 'provider_denied'
  | 'token_refused'
  | LinkRefusal;

export type CallbackOutcome =
  { ok: true; redirect: string } | { ok: false; status: 400 | 403 | 502; reason: SsoFailureReason };

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** The provider's scopes, always with `openid`. */
function scopeOf(provider: IdentityProviderRow): string {
  const scopes = provider.scopes.split(/\s+/).filter(Boolean);
  return (scopes.includes('openid') ? scopes : ['openid', ...scopes]).join(' ');
}

/** openid-client's errors: what the provider (or its answer) refused, versus not reaching it at all. */
function classify(error: unknown): 'provider_denied' | 'token_refused' | 'provider_unreachable' {
  if (error instanceof oidc.AuthorizationResponseError) return 'provider_denied';
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.WWWAuthenticateChallengeError) {
    return 'token_refused';
  }
  if (error instanceof oidc.ClientError && error.code?.startsWith('OAUTH_')) {
    return error.code === 'OAUTH_TIMEOUT' ? 'provider_unreachable' : 'token_refused';
  }
  return 'provider_unreachable';
}

/** What the flow's functions take first. */
export interface SsoContext {
  db: Database;
  clock: Clock;
  /**
   * The time identity providers keep, for a SAML assertion's validity and replay window: the real time, even
   * while the demo's clock is moved (OpenID Connect's tokens are checked by openid-client on the real time too).
   */
  idpClock: Clock;
  /** Opens sealed secrets: SAML service-provider keys. */
  secrets: SecretBox;
  providers: ProviderClients;
  issueGrant: IssueSsoGrant;
  /** The tenant's public address, without a trailing slash. */
  publicUrl: (tenant: ClientRow) => string;
  logger: AppLogger;
}

const redirectUri = ({ publicUrl }: SsoContext, tenant: ClientRow, provider: IdentityProviderRow) =>
  `${publicUrl(tenant)}${ssoRedirectPath(provider.name)}`;

async function whyRefused({ db }: SsoContext, stateHash: Buffer, provider: IdentityProviderRow, at: Date) {
  const found = await findAuthorisation(db, stateHash);
  if (!found) return 'unknown_state';
  if (found.identityProviderId !== provider.id) return 'other_provider';
  if (found.usedAt) return 'state_used';
  if (found.expiresAt <= at) return 'state_expired';
  return 'other_browser';
}

async function configurationOf({ providers, logger }: SsoContext, provider: IdentityProviderRow) {
  try {
    return await providers.configuration(provider);
  } catch (error) {
    logger.warn({ err: error, provider: provider.name }, 'identity provider discovery failed');
    return null;
  }
}

/**
 * The OpenID provider's authorisation address for a new request, and the browser-binding value to keep in
 * the cookie (the one the browser already has, if any, so requests in two tabs both work). Null when the
 * provider cannot be reached.
 */
export async function startSso(
  context: SsoContext,
  tenant: ClientRow,
  provider: IdentityProviderRow,
  loginHint: string | undefined,
  presentedBinding: string | undefined,
): Promise<{ location: string; binding: string } | null> {
  const { db, clock } = context;
  const configuration = await configurationOf(context, provider);
  if (!configuration) return null;
  const binding =
    presentedBinding && BINDING_FORMAT.test(presentedBinding)
      ? presentedBinding
      : randomBytes(32).toString('base64url');
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const at = clock();
  await deleteEndedAuthorisations(db, at);
  await insertAuthorisation(db, {
    stateHash: sha256(state),
    identityProviderId: provider.id,
    browserBindingHash: sha256(binding),
    nonce,
    codeVerifier,
    createdAt: at,
    expiresAt: new Date(at.getTime() + AUTHORISATION_VALID_MS),
    usedAt: null,
  });
  const parameters: Record<string, string> = {
    redirect_uri: redirectUri(context, tenant, provider),
    scope: scopeOf(provider),
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  };
  if (loginHint) parameters.login_hint = loginHint;
  return { location: oidc.buildAuthorizationUrl(configuration, parameters).href, binding };
}

/** Completes a request with the provider's answer (the query it returned to /sso/{provider} with). */
export async function completeSso(
  context: SsoContext,
  tenant: ClientRow | null,
  providerName: string,
  query: Record<string, string | string[]>,
  presentedBinding: string | undefined,
  origin: RequestOrigin,
): Promise<CallbackOutcome> {
  const { db, clock, issueGrant, logger } = context;
  const at = clock();
  const provider = tenant && (await findProviderByName(db, tenant.id, providerName));
  const fail = async (
    status: 400 | 403 | 502,
    reason: SsoFailureReason,
    userId: string | null = null,
  ): Promise<CallbackOutcome> => {
    await recordAudit(db, {
      type: 'sso.failed',
      clientId: tenant?.id ?? null,
      userId,
      detail: { provider: providerName, reason },
      ...origin,
      at,
    });
    return { ok: false, status, reason };
  };
  if (!tenant || !provider) return fail(400, 'unknown_provider');
  // A parameter given twice is never a provider's answer (openid-client would refuse it too).
  if (Object.values(query).some((value) => typeof value !== 'string')) {
    return fail(400, 'repeated_parameter');
  }
  const answer = query as Record<string, string>;
  const state = answer.state;
  if (!state) return fail(400, 'missing_state');
  if (!presentedBinding || !BINDING_FORMAT.test(presentedBinding)) return fail(400, 'missing_binding');
  const stateHash = sha256(state);
  const request = await consumeAuthorisation(db, {
    stateHash,
    identityProviderId: provider.id,
    browserBindingHash: sha256(presentedBinding),
    at,
  });
  if (!request) return fail(400, await whyRefused(context, stateHash, provider, at));

  const configuration = await configurationOf(context, provider);
  if (!configuration) return fail(502, 'provider_unreachable');
  const currentUrl = new URL(redirectUri(context, tenant, provider));
  for (const [name, value] of Object.entries(answer)) currentUrl.searchParams.set(name, value);
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: request.codeVerifier,
      expectedNonce: request.nonce,
      expectedState: state,
      idTokenExpected: true,
    });
  } catch (error) {
    const reason = classify(error);
    const code = (error as { code?: unknown; error?: unknown }).error ?? (error as { code?: unknown }).code;
    logger.warn(
      { provider: provider.name, reason, code, message: (error as Error).message },
      'single sign-on refused',
    );
    return fail(reason === 'provider_unreachable' ? 502 : 403, reason);
  }
  const claims = tokens.claims()!;

  let user = await linkedUser(db, provider, claims.sub);
  if (!user) {
    let identity = { subject: claims.sub, email: claims.email, emailVerified: claims.email_verified };
    if (identity.email === undefined && tokens.access_token) {
      // Some providers put the e-mail in userinfo only; openid-client checks its `sub` is the same.
      try {
        const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
        identity = { subject: claims.sub, email: info.email, emailVerified: info.email_verified };
      } catch (error) {
        logger.warn({ err: error, provider: provider.name }, 'identity provider userinfo failed');
        return fail(502, 'provider_unreachable');
      }
    }
    const linked = await linkByEmail(db, provider, identity, at);
    if (!linked.ok) return fail(403, linked.reason, linked.userId ?? null);
    user = linked.user;
    if (linked.linkedNow) {
      await recordAudit(db, {
        type: 'sso.linked',
        clientId: tenant.id,
        userId: user.id,
        detail: { provider: provider.name },
        ...origin,
        at,
      });
    }
  }
  const { token } = await issueGrant({
    kind: 'single_sign_on',
    clientId: tenant.id,
    userId: user.id,
    identityProviderId: provider.id,
    ssoLogoutUrl: endSessionUrl(context, configuration, tenant, provider),
    ttlMs: SSO_GRANT_TTL_MS,
  });
  return { ok: true, redirect: `${SSO_LOGIN_PATH}${token}` };
}

/** The provider's end-session address for the person it vouched for, when its discovery offers one. */
function endSessionUrl(
  context: SsoContext,
  configuration: oidc.Configuration,
  tenant: ClientRow,
  provider: IdentityProviderRow,
): string | null {
  if (!configuration.serverMetadata().end_session_endpoint) return null;
  return oidc.buildEndSessionUrl(configuration, {
    client_id: oidcSettings(provider).oauthClientId,
    post_logout_redirect_uri: `${context.publicUrl(tenant)}${SSO_POST_LOGOUT_PATH}`,
  }).href;
}
