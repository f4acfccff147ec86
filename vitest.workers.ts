import os from 'node:os';

/**
 * How many test files run at once, given to every project: Vitest 5 resolves each project's own count, and its
 * default (one fewer than the cores) ran the whole suite one file at a time on two cores. One more than the
 * cores: a server test spends much of its time waiting for PostgreSQL, which runs in processes of its own.
 * Projects of one run must share the count (Vitest refuses different counts in one group).
 */
export const TEST_WORKERS = os.availableParallelism() + 1;
