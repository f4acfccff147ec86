import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createLogger } from '../../lib/logger.ts';
import { createTestApp, createTestDatabase, testConfig } from '../../../test/harness.ts';
import { GENERIC_ERROR_MESSAGE } from '../../plugins/error-handler.ts';

describe('health', () => {
  it('answers ok and ready while the database answers', async () => {
    const t = await createTestApp();
    try {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
    } finally {
      await t.close();
    }
  });

  describe('when the database has gone away', () => {
    let close: () => Promise<void> = async () => {};
    afterAll(() => close());

    it('stays up, is not ready, and answers 5xx without internals', async () => {
      const handle = await createTestDatabase();
      const app = await buildApp({ config: testConfig(), database: handle, logger: createLogger('silent') });
      close = () => app.close();
      await handle.close();

      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toEqual({ status: 'ok' });

      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable' });

      const terms = await app.inject({ method: 'GET', url: '/api/policies/terms-conditions' });
      expect(terms.statusCode).toBe(500);
      expect(terms.json()).toEqual({ message: GENERIC_ERROR_MESSAGE });
    });
  });
});
