import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    // Test workers load drizzle-orm as the server does (see src/lib/drizzle-loading.ts): about a second less each.
    execArgv: ['--import', fileURLToPath(new URL('./src/lib/drizzle-loading.ts', import.meta.url))],
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // A worker beside a web instance needs a database several processes can share.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE_URL ? [] : ['test/worker-process.test.ts']),
    ],
    // Migrates one template database per run; each test file starts from a copy of it.
    globalSetup: ['./test/global-setup.ts'],
    // A fresh database takes a moment to load, and argon2 is slow on purpose.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
