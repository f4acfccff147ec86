import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run, four projects: contracts and benefits (pure logic), server (real HTTP on one embedded
// PostgreSQL for the run), web (jsdom). One test file more than there are cores: a server test spends much of
// its time waiting for PostgreSQL, which runs in processes of its own (Vitest's default leaves a core idle).
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/benefits', 'apps/server', 'apps/web'],
    maxWorkers: os.availableParallelism() + 1,
  },
});
