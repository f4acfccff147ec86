import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers.ts';

export default defineProject({
  test: { name: 'benefits', maxWorkers: TEST_WORKERS, environment: 'node', include: ['src/**/*.test.ts'] },
});
