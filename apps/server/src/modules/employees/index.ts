/**
 * The employer's people's door: the registered share of a roster (insights).
 * The module's wiring (routes, jobs, shared services) is employees.module.ts.
 */
export { registeredPercentage } from './employees.service.ts';
