import { defineConfig } from 'vitest/config';

// One Vitest run, three projects: contracts (pure logic), server (real HTTP on a real database), web (jsdom).
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
  },
});
