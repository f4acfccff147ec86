import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers.ts';

export default defineProject({
  test: {
    name: 'server',
    maxWorkers: TEST_WORKERS,
    // Test workers load drizzle-orm as the server does (see src/lib/drizzle-loading.ts): about a second less each.
    execArgv: ['--import', fileURLToPath(new URL('./src/lib/drizzle-loading.ts', import.meta.url))],
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Starts one PostgreSQL for the run (unless TEST_DATABASE_URL names one) and migrates one template
    // database; each test file starts from a copy of it.
    globalSetup: ['./test/global-setup.ts'],
    // A fresh database takes a moment to load, and argon2 is slow on purpose.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
