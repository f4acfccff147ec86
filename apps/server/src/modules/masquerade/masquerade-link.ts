/**
 * Creates a masquerade link: a masquerade grant (60 minutes, single use, the tenant's host only) and the
 * absolute address `/sso-login/msq…/{schemeYear}` on the tenant's own public address. Shared by the launcher's
 * route, the console's People area and the admin CLI, so all check and audit the same way.
 */
import type { Database } from '../../db/client.ts';
import type { ClientRow } from '../../db/schema/index.ts';
import { recordAudit, type RequestOrigin } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { absoluteLink, tenantPublicUrl } from '../../lib/mailer/index.ts';
import type { PublicUrlConfig } from '../../lib/mailer/public-url.ts';
import type { SignInGrants } from '../sign-in-grants/index.ts';
import { findTarget, hasSchemeYear } from './masquerade.repository.ts';

export interface MasqueradeLinkDeps {
  db: Database;
  clock: Clock;
  grants: SignInGrants;
  /** PUBLIC_URL and DEFAULT_CLIENT: where the tenant's links point. */
  urls: PublicUrlConfig;
}

export interface MasqueradeLinkRequest {
  tenant: ClientRow;
  target: { id: string } | { email: string };
  adminId: string;
  schemeYear: number;
  /** Already trimmed and within MASQUERADE_REASON_MAX. */
  reason: string;
  /**
   * Where the request came from: the launcher on the tenant's host or the console's People area (each with the
   * request's origin), or the CLI (with the operator).
   */
  via: { kind: 'web' | 'console'; origin: RequestOrigin } | { kind: 'cli'; operator: string | null };
}

export type MasqueradeLinkOutcome =
  | { ok: true; url: string; expiresAt: Date; actedAsUserId: string }
  | { ok: false; reason: 'archived_client' | 'unknown_person' | 'unknown_scheme_year' };

export async function createMasqueradeLink(
  deps: MasqueradeLinkDeps,
  request: MasqueradeLinkRequest,
): Promise<MasqueradeLinkOutcome> {
  const { db, clock, grants, urls } = deps;
  const { tenant, adminId, schemeYear, reason, via } = request;
  // Nobody signs in on an archived client's host (plugins/tenant.ts): a link there would only fail when opened.
  if (tenant.archivedAt) return { ok: false, reason: 'archived_client' };
  const target = await findTarget(db, tenant.id, request.target);
  if (!target) return { ok: false, reason: 'unknown_person' };
  if (!(await hasSchemeYear(db, tenant.id, schemeYear))) return { ok: false, reason: 'unknown_scheme_year' };
  const issued = await db.transaction(async (tx) => {
    const grant = await grants.issue(
      { kind: 'masquerade', clientId: tenant.id, userId: target.id, issuedBy: adminId, schemeYear, reason },
      tx,
    );
    await recordAudit(tx, {
      type: 'masquerade.granted',
      clientId: tenant.id,
      userId: adminId,
      detail: {
        actedAsUserId: target.id,
        actedAsUserType: target.userType,
        schemeYear,
        reason,
        via: via.kind,
        ...(via.kind === 'cli' ? { operator: via.operator } : {}),
        expiresAt: grant.expiresAt.toISOString(),
      },
      ...(via.kind === 'cli' ? { ip: null, userAgent: null } : via.origin),
      at: clock(),
    });
    return grant;
  });
  const path = `/sso-login/${issued.token}/${schemeYear}`;
  return {
    ok: true,
    url: absoluteLink(tenantPublicUrl(tenant, urls), path),
    expiresAt: issued.expiresAt,
    actedAsUserId: target.id,
  };
}
