/** A failed query is logged with its SQL and the database's reason, never with its parameters. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { serializeError } from './logger.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('serializeError', () => {
  it('drops the parameters of a failed query and keeps the query and the reason', async () => {
    const failure = await handle.db.execute(sql`select ${'a person\u0000s message'}::int as n`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain('a person'); // Drizzle's own message has them.

    const logged = serializeError(failure);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('a person');
    expect(logged.message).toContain('Failed query: select $1::int as n');
    expect(text).toMatch(/invalid|syntax|byte sequence/i);
  });

  it('leaves other errors as pino logs them', () => {
    const logged = serializeError(new Error('plain failure'));
    expect(logged.message).toBe('plain failure');
    expect(logged.stack).toContain('plain failure');
  });
});
