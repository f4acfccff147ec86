/**
 * Accounts' door: the account flows' context (activation, passwords), sending an activation e-mail and a token's
 * hash, for the employer's people, roster uploads and the seed.
 * The module's wiring (routes, jobs, shared services) is account.module.ts.
 */
export { accounts } from './account.module.ts';
export type { AccountDeps } from './account-deps.ts';
export { accountTokenHash } from './account-token.ts';
export { sendActivation } from './activation.service.ts';
export { RESET_VALID_MINUTES } from './password-reset.service.ts';
