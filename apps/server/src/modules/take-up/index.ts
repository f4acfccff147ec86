/**
 * Take-up's door: the current scheme year's benefits (insights).
 * The module's wiring (routes, jobs, shared services) is take-up.module.ts.
 */
export { currentSchemeBenefits } from './take-up.repository.ts';
