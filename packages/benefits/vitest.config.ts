import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'benefits', environment: 'node', include: ['src/**/*.test.ts'] },
});
