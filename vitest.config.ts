import { defineConfig } from 'vitest/config';

// One Vitest run, four projects: contracts and benefits (pure logic), server (real HTTP on a real database),
// web (jsdom).
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/benefits', 'apps/server', 'apps/web'],
  },
});
