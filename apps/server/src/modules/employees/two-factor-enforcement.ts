/**
 * The tenant's two-factor enforcement (spec section 7, .../enforcement-setting). On, every user of the tenant
 * without two-factor is taken through its set-up at their next sign-in (the sign-in flow reads the policy);
 * off, it is each person's choice again. Changing it is audited (setting what it already is changes nothing).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clients } from '../../db/schema/index.ts';
import { masqueradeDetail, recordAudit, type RequestOrigin } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { TenantDirectory } from '../tenants/index.ts';

export async function setTwoFactorEnforcement(
  deps: { db: Database; clock: Clock; tenants: TenantDirectory },
  principal: Principal,
  enforced: boolean,
  origin: RequestOrigin,
): Promise<void> {
  const policy = enforced ? 'enforced' : 'optional';
  await deps.db.transaction(async (tx) => {
    // Only a change is written and audited: the same setting sent again (a double click) changes nothing.
    const changed = await tx
      .update(clients)
      .set({ twoFactorPolicy: policy })
      .where(and(eq(clients.id, principal.clientId), ne(clients.twoFactorPolicy, policy)))
      .returning({ id: clients.id });
    if (changed.length === 0) return;
    await recordAudit(tx, {
      type: 'two_factor.enforcement_changed',
      clientId: principal.clientId,
      userId: principal.userId,
      detail: { enforced, ...masqueradeDetail(principal.masquerade) },
      ...origin,
      at: deps.clock(),
    });
  });
  // This instance answers with the new policy at once; others within the directory's 30 seconds.
  deps.tenants.invalidate(principal.tenant.slug);
}
