/**
 * Payroll's door: a run, the admin CLI's run for a tenant, and the topic that tells servers the ledger changed.
 * The module's wiring (routes, jobs, shared services) is payroll.module.ts.
 */
export { LEDGER_TOPIC } from './payroll.module.ts';
export { runTenantPayroll } from './payroll-operator.ts';
export { runPayroll } from './payroll-run.ts';
