import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './vitest.workers.ts';

// One Vitest run, four projects: contracts and benefits (pure logic), server (real HTTP on one embedded
// PostgreSQL for the run), web (jsdom). Each project states the same number of workers (vitest.workers.ts).
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/benefits', 'apps/server', 'apps/web'],
    maxWorkers: TEST_WORKERS,
  },
});
