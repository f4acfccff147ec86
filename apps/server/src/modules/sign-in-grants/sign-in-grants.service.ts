/**
 * Sign-in grants (issue 7): one-time tokens that `POST /api/login/sso` exchanges for a session. Masquerade
 * links (an administrator acts as a user), magic links (an employer had one e-mailed to an employee) and
 * single sign-on (the provider's callback hands one to the browser) share the table and the exchange.
 * A grant works once, before it expires, and only on its tenant's host.
 */
import type { Database } from '../../db/client.ts';
import type { SignInGrantKind, SignInGrantRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { grantTokenHash, grantTokenKind, newGrantToken } from './grant-token.ts';
import { claimGrant, findGrant, insertGrant, issuedSince } from './sign-in-grants.repository.ts';

/** How long each kind of link works. */
export const MASQUERADE_GRANT_MS = 60 * 60 * 1000;
export const MAGIC_LINK_GRANT_MS = 15 * 60 * 1000;
export const SINGLE_SIGN_ON_GRANT_MS = 2 * 60 * 1000;
export const GRANT_TTL_MS: Record<SignInGrantKind, number> = {
  masquerade: MASQUERADE_GRANT_MS,
  magic_link: MAGIC_LINK_GRANT_MS,
  single_sign_on: SINGLE_SIGN_ON_GRANT_MS,
};

export interface GrantRequest {
  kind: SignInGrantKind;
  /** The tenant whose host alone accepts the grant. */
  clientId: string;
  /** Who the session will be for (the acted-as user of a masquerade). */
  userId: string;
  /** The administrator of a masquerade, the employer of a magic link. */
  issuedBy?: string | null;
  /** Masquerade only: the scheme year and the reason (both required there). */
  schemeYear?: number | null;
  reason?: string | null;
  /** Single sign-on only: the provider, and its end-session address when it offers one. */
  identityProviderId?: string | null;
  ssoLogoutUrl?: string | null;
  /** Defaults to the kind's TTL. */
  ttlMs?: number;
}

export type Redemption =
  | { ok: true; grant: SignInGrantRow }
  /** `expired`: a grant of this tenant that was used or ran out; `invalid`: anything else. */
  | { ok: false; reason: 'expired' | 'invalid'; kind: SignInGrantKind | null };

export interface SignInGrants {
  /** Stores a grant and answers its token (the only time it exists in clear). */
  issue(request: GrantRequest, tx?: Database): Promise<{ token: string; expiresAt: Date }>;
  /** Whether an unused grant like `request` (kind, tenant, person, issuer) was issued at or after `since`. */
  issuedSince(request: GrantRequest, since: Date, tx?: Database): Promise<boolean>;
  /** Uses a grant up, on the host's tenant; a masquerade link's scheme year must match when given. */
  redeem(
    tenantId: string,
    token: string,
    options?: { masqueradeSchemeYear?: number | undefined },
  ): Promise<Redemption>;
}

export function createSignInGrants(deps: { db: Database; clock: Clock }): SignInGrants {
  const { db, clock } = deps;
  return {
    async issue(request, tx = db) {
      const at = clock();
      const token = newGrantToken(request.kind);
      const expiresAt = new Date(at.getTime() + (request.ttlMs ?? GRANT_TTL_MS[request.kind]));
      await insertGrant(tx, {
        kind: request.kind,
        tokenHash: grantTokenHash(token)!,
        clientId: request.clientId,
        userId: request.userId,
        issuedBy: request.issuedBy ?? null,
        schemeYear: request.schemeYear ?? null,
        reason: request.reason ?? null,
        identityProviderId: request.identityProviderId ?? null,
        ssoLogoutUrl: request.ssoLogoutUrl ?? null,
        createdAt: at,
        expiresAt,
      });
      return { token, expiresAt };
    },

    issuedSince(request, since, tx = db) {
      const { kind, clientId, userId } = request;
      return issuedSince(tx, { kind, clientId, userId, issuedBy: request.issuedBy ?? null }, since);
    },

    async redeem(tenantId, token, options = {}) {
      const kind = grantTokenKind(token);
      const tokenHash = grantTokenHash(token);
      if (!kind || !tokenHash) return { ok: false, reason: 'invalid', kind: null };
      const schemeYear = kind === 'masquerade' ? (options.masqueradeSchemeYear ?? null) : null;
      const at = clock();
      const grant = await claimGrant(db, { tokenHash, clientId: tenantId, schemeYear, at });
      if (grant) return { ok: true, grant };
      // Why not: a grant of this tenant that was used or ran out is "expired"; the rest is "invalid".
      const found = await findGrant(db, tokenHash, tenantId);
      const spent = found !== null && (found.usedAt !== null || found.expiresAt <= at);
      const yearMatches = schemeYear === null || found?.schemeYear === schemeYear;
      return { ok: false, reason: spent && yearMatches ? 'expired' : 'invalid', kind };
    },
  };
}
