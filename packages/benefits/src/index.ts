/**
 * The benefits domain's pure rules (no I/O: lint forbids database, HTTP and Node imports here), shared by the
 * server, its jobs, reports, the admin CLI and the bench.
 */
export * from './dates.ts';
export * from './bank-holidays.ts';
export * from './pay-periods.ts';
export * from './scheme-year.ts';
export * from './payroll-schedule.ts';
export * from './eligibility.ts';
export * from './reasons.ts';
export * from './money.ts';
export * from './catalogue.ts';
export * from './benefit-groups.ts';
export * from './calls-to-action.ts';
export * from './costs/index.ts';
export * from './selection-lifecycle.ts';
export * from './amount-fields.ts';
export * from './family.ts';
export * from './life-events.ts';
export * from './payroll.ts';
export * from './payroll-report.ts';
export * from './roster-row.ts';
export * from './roster-impact.ts';
export * from './vouchers.ts';
export * from './period-costs.ts';
export * from './eligibility-criteria.ts';
export * from './wizard-result.ts';
export * from './choice-rules.ts';
