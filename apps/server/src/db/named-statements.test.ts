/**
 * The pool's connections prepare a statement with parameters once and run it by name afterwards; what the
 * database answers is unchanged, a statement that fails leaves the connection usable, and a connection names
 * at most MAX_NAMED_PER_CONNECTION texts, none longer than MAX_NAMED_TEXT_LENGTH.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createTestDatabase } from '../../test/harness.ts';
import type { DatabaseHandle } from './client.ts';
import { MAX_NAMED_PER_CONNECTION, MAX_NAMED_TEXT_LENGTH } from './named-statements.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

async function onOneConnection<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await handle.pool.connect();
  try {
    return await work(client);
  } finally {
    client.release(true);
  }
}

const preparedOn = async (client: pg.PoolClient) =>
  (await client.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
    (row) => row.statement,
  );

describe('statements prepared once per connection', () => {
  it('prepares a statement with parameters on its first use and answers each use with its own values', async () => {
    await onOneConnection(async (client) => {
      const text = 'select $1::int + 1 as next';
      const answers = [];
      for (const value of [1, 41, -1]) answers.push((await client.query(text, [value])).rows[0]);
      expect(answers).toEqual([{ next: 2 }, { next: 42 }, { next: 0 }]);
      expect(await preparedOn(client)).toEqual([text]);
    });
  });

  it('leaves a statement without parameters to the simple protocol', async () => {
    await onOneConnection(async (client) => {
      expect((await client.query('select 7 as seven')).rows).toEqual([{ seven: 7 }]);
      expect(await preparedOn(client)).toEqual([]);
    });
  });

  it('leaves a statement longer than the limit unnamed, as a bulk insert is', async () => {
    await onOneConnection(async (client) => {
      const count = Math.ceil(MAX_NAMED_TEXT_LENGTH / 8);
      const placeholders = Array.from({ length: count }, (_, index) => `($${index + 1}::int)`).join(', ');
      const text = `select sum(n)::int as total from (values ${placeholders}) as rows (n)`;
      expect(text.length).toBeGreaterThan(MAX_NAMED_TEXT_LENGTH);
      const values = Array.from({ length: count }, () => 1);
      expect((await client.query(text, values)).rows).toEqual([{ total: count }]);
      expect(await preparedOn(client)).toEqual([]);
    });
  });

  it('keeps the connection usable after a statement fails, in and out of a transaction', async () => {
    await onOneConnection(async (client) => {
      const broken = 'select no_such_function($1::int)';
      await expect(client.query(broken, [1])).rejects.toThrow(/no_such_function/);
      // Tried again, it fails for its own reason, not for a statement the connection believes it prepared.
      await expect(client.query(broken, [1])).rejects.toThrow(/no_such_function/);
      await client.query('begin');
      await client.query('select $1::text as said', ['before']);
      await expect(client.query('select $1::int as n', ['not a number'])).rejects.toThrow(/invalid input/);
      await client.query('rollback');
      expect((await client.query('select $1::text as said', ['after'])).rows).toEqual([{ said: 'after' }]);
      expect((await client.query('select $1::int as n', ['5'])).rows).toEqual([{ n: 5 }]);
    });
  });

  it(`names at most ${MAX_NAMED_PER_CONNECTION} texts on a connection and still runs the ones after`, async () => {
    await onOneConnection(async (client) => {
      const count = MAX_NAMED_PER_CONNECTION + 5;
      let sum = 0;
      for (let index = 0; index < count; index += 1) {
        sum += (await client.query<{ n: number }>(`select $1::int + ${index} as n`, [0])).rows[0]!.n;
      }
      expect(sum).toBe((count * (count - 1)) / 2);
      expect(await preparedOn(client)).toHaveLength(MAX_NAMED_PER_CONNECTION);
    });
  });
});
