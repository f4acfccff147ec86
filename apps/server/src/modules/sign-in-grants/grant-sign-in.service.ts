/**
 * POST /api/login/sso: a sign-in link's token becomes a session, like a password sign-in would (issue 7).
 *   masquerade      a session of the acted-as user that records the administrator and the scheme year
 *   magic_link      the employee's own session; two-factor still applies (the answer is then a challenge for
 *                   the code step, exactly as after a password)
 *   single_sign_on  the user's session, recording the provider and its logout address (the grant's), which
 *                   the answer and every later login setup give as ssoLogoutUrl; two-factor applies as after a
 *                   password unless the provider is trusted for MFA (identity_providers.trust_provider_mfa)
 * Every refusal is audited; the answer only says whether the link was real but spent, or anything else.
 */
import type { SsoLoginRequest } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { ClientRow, SignInGrantKind, SignInGrantRow } from '../../db/schema/index.ts';
import { recordAudit, type RequestOrigin } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { openSession, type CompleteSignIn, type IssuedTokens, type Sessions } from '../auth/index.ts';
import {
  findPlatformAdmin,
  findTenantUser,
  providerMfaTrusted,
  type GrantUser,
} from './sign-in-grants.repository.ts';
import type { SignInGrants } from './sign-in-grants.service.ts';

export type GrantSignInOutcome =
  | {
      kind: 'signedIn';
      tokens: IssuedTokens;
      /** The acted-as user of a masquerade session. */
      masqueradeUserId: string | null;
      ssoLogoutUrl: string | null;
    }
  | { kind: 'secondFactor'; setup: boolean; challenge: string; userId: string }
  | { kind: 'refused'; code: 'link_expired' | 'link_invalid'; tokenKind: SignInGrantKind | null };

/** What the exchange's functions take first. */
export interface GrantSignInContext {
  db: Database;
  clock: Clock;
  grants: SignInGrants;
  sessions: Sessions;
  completeSignIn: CompleteSignIn;
}

async function refuse(
  { db, clock }: GrantSignInContext,
  tenant: ClientRow | null,
  code: 'link_expired' | 'link_invalid',
  tokenKind: SignInGrantKind | null,
  detail: Record<string, unknown>,
  origin: RequestOrigin,
): Promise<GrantSignInOutcome> {
  await recordAudit(db, {
    type: 'sign_in_grant.refused',
    clientId: tenant?.id ?? null,
    userId: null,
    detail: { kind: tokenKind, code, ...detail },
    ...origin,
    at: clock(),
  });
  return { kind: 'refused', code, tokenKind };
}

const signInContext = (tenant: ClientRow, request: SsoLoginRequest, origin: RequestOrigin) => ({
  tenantId: tenant.id,
  deviceToken: request.deviceToken || null,
  origin,
});

async function masquerade(
  context: GrantSignInContext,
  tenant: ClientRow,
  grant: SignInGrantRow,
  user: GrantUser,
  request: SsoLoginRequest,
  origin: RequestOrigin,
): Promise<GrantSignInOutcome> {
  const { db, clock, sessions } = context;
  const admin = grant.issuedBy ? await findPlatformAdmin(db, grant.issuedBy) : null;
  if (!admin || user.userType === 'admin' || grant.schemeYear === null) {
    return refuse(
      context,
      tenant,
      'link_invalid',
      grant.kind,
      { grantId: grant.id, why: 'no_such_people' },
      origin,
    );
  }
  const facts = { adminId: admin.id, schemeYear: grant.schemeYear };
  const tokens = await openSession(sessions, user, {
    ...signInContext(tenant, request, origin),
    masquerade: facts,
    via: 'masquerade',
  });
  await recordAudit(db, {
    type: 'masquerade.started',
    clientId: tenant.id,
    userId: admin.id,
    detail: {
      actedAsUserId: user.id,
      schemeYear: facts.schemeYear,
      sessionId: tokens.sessionId,
      grantId: grant.id,
    },
    ...origin,
    at: clock(),
  });
  return { kind: 'signedIn', tokens, masqueradeUserId: user.id, ssoLogoutUrl: null };
}

async function magicLink(
  context: GrantSignInContext,
  tenant: ClientRow,
  grant: SignInGrantRow,
  user: GrantUser,
  request: SsoLoginRequest,
  origin: RequestOrigin,
): Promise<GrantSignInOutcome> {
  if (user.userType !== 'employee' || !user.activatedAt) {
    return refuse(
      context,
      tenant,
      'link_invalid',
      grant.kind,
      { grantId: grant.id, why: 'not_an_employee' },
      origin,
    );
  }
  // As after a password: a second factor when the person or the tenant needs one.
  const step = await context.completeSignIn(tenant, user, {
    deviceToken: request.deviceToken,
    origin,
    via: 'magic_link',
  });
  if (step.kind === 'secondFactor') return step;
  const { tokens } = step;
  return { kind: 'signedIn', tokens, masqueradeUserId: null, ssoLogoutUrl: null };
}

async function singleSignOn(
  context: GrantSignInContext,
  tenant: ClientRow,
  grant: SignInGrantRow,
  user: GrantUser,
  request: SsoLoginRequest,
  origin: RequestOrigin,
): Promise<GrantSignInOutcome> {
  // The provider's logout address was worked out when it vouched for the person (modules/single-sign-on).
  const { ssoLogoutUrl } = grant;
  const identityProviderId = grant.identityProviderId!;
  if (await providerMfaTrusted(context.db, tenant.id, identityProviderId)) {
    // The client trusts the provider's own MFA: the session counts as past the two-factor step.
    const tokens = await openSession(context.sessions, user, {
      ...signInContext(tenant, request, origin),
      identityProviderId,
      ssoLogoutUrl,
      twoFactorVerified: true,
      via: 'single_sign_on',
    });
    return { kind: 'signedIn', tokens, masqueradeUserId: null, ssoLogoutUrl };
  }
  // Otherwise as after a password: the portal's second factor when the person or the tenant needs one.
  const step = await context.completeSignIn(tenant, user, {
    deviceToken: request.deviceToken,
    origin,
    via: 'single_sign_on',
    sso: { identityProviderId, ssoLogoutUrl },
  });
  if (step.kind === 'secondFactor') return step;
  return { kind: 'signedIn', tokens: step.tokens, masqueradeUserId: null, ssoLogoutUrl };
}

/** Exchanges a sign-in link's token (masquerade, magic link, single sign-on) for a session. */
export async function signInWithGrant(
  context: GrantSignInContext,
  tenant: ClientRow | null,
  request: SsoLoginRequest,
  origin: RequestOrigin,
): Promise<GrantSignInOutcome> {
  const { db, grants } = context;
  if (!tenant) return refuse(context, null, 'link_invalid', null, { why: 'no_tenant' }, origin);
  const redeemed = await grants.redeem(tenant.id, request.ssoToken, {
    masqueradeSchemeYear: request.masqueradeSchemeYear,
  });
  if (!redeemed.ok) {
    const code = redeemed.reason === 'expired' ? 'link_expired' : 'link_invalid';
    return refuse(context, tenant, code, redeemed.kind, {}, origin);
  }
  const { grant } = redeemed;
  const user = await findTenantUser(db, tenant.id, grant.userId);
  if (!user)
    return refuse(context, tenant, 'link_invalid', grant.kind, { grantId: grant.id, why: 'no_user' }, origin);
  switch (grant.kind) {
    case 'masquerade':
      return masquerade(context, tenant, grant, user, request, origin);
    case 'magic_link':
      return magicLink(context, tenant, grant, user, request, origin);
    case 'single_sign_on':
      return singleSignOn(context, tenant, grant, user, request, origin);
  }
}
