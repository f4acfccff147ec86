/** `npm run admin -- payroll run --tenant SLUG --period YYYY-MM`: a tenant's period, named by its slug. */
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { findClientBySlug } from '../tenants/index.ts';
import { runPayroll, type PayrollProgress, type PayrollRunOutcome } from './payroll-run.ts';

export type TenantPayrollOutcome = PayrollRunOutcome | { ok: false; unknownTenant: true; message: string };

export async function runTenantPayroll(
  deps: { db: Database; clock: Clock },
  slug: string,
  period: string,
  onProgress?: (progress: PayrollProgress) => void,
): Promise<TenantPayrollOutcome> {
  const client = await findClientBySlug(deps.db, slug);
  if (!client) return { ok: false, unknownTenant: true, message: `There is no tenant "${slug}"` };
  return runPayroll(deps, {
    clientId: client.id,
    period,
    trigger: 'cli',
    ...(onProgress ? { onProgress } : {}),
  });
}
