/**
 * The admin CLI's masquerade (`npm run admin -- masquerade`): the operator on the server's machine names the
 * platform administrator who asks (`--admin`), the person by e-mail and the tenant by slug. The CLI has no
 * session, so no second factor: the operator's access to the portal's database stands in for it, and the
 * audit row records the administrator, `via: 'cli'` and the operator's login name.
 */
import type { OperatorMasqueradeRequest } from '@portal/contracts';
import { findClientBySlug } from '../tenants/index.ts';
import { createMasqueradeLink, type MasqueradeLinkDeps } from './masquerade-link.ts';
import { findPlatformAdminByEmail } from './masquerade.repository.ts';

export type OperatorMasqueradeOutcome =
  { ok: true; url: string; expiresAt: string } | { ok: false; message: string };

export async function masqueradeForOperator(
  deps: MasqueradeLinkDeps,
  request: OperatorMasqueradeRequest,
): Promise<OperatorMasqueradeOutcome> {
  const tenant = await findClientBySlug(deps.db, request.tenant);
  if (!tenant) return { ok: false, message: `There is no tenant "${request.tenant}".` };
  const admin = await findPlatformAdminByEmail(deps.db, request.admin);
  if (!admin) return { ok: false, message: `${request.admin} is not a platform administrator.` };
  const outcome = await createMasqueradeLink(deps, {
    tenant,
    target: { email: request.user },
    adminId: admin.id,
    schemeYear: request.year,
    reason: request.reason,
    via: { kind: 'cli', operator: request.operator },
  });
  if (outcome.ok) return { ok: true, url: outcome.url, expiresAt: outcome.expiresAt.toISOString() };
  return {
    ok: false,
    message: {
      archived_client: `"${tenant.slug}" is archived: nobody can sign in on its site, so masquerade is not available. Restore the client first.`,
      unknown_person: `There is no employer or employee ${request.user} in "${tenant.slug}".`,
      unknown_scheme_year: `"${tenant.slug}" has no scheme year ${request.year}.`,
    }[outcome.reason],
  };
}
