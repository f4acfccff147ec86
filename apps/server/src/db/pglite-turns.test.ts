/**
 * The embedded database lets the event loop turn between statements, so a request waiting on a timer or on
 * the network is not held until another request's long chain of queries has finished.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePglite } from './client.ts';

const handle = usePglite(new PGlite());
// Starting the database is real input and output: the tests begin once it answers.
beforeAll(() => handle.client.waitReady);
afterAll(() => handle.close());

/** Runs `step` 200 times in a row (several milliseconds) and tells whether a callback queued at the start ran before the end. */
async function turnCameDuring(step: () => Promise<unknown>): Promise<boolean> {
  let finished = false;
  const turn = new Promise<boolean>((resolve) => setImmediate(() => resolve(!finished)));
  for (let i = 0; i < 200; i++) await step();
  finished = true;
  return turn;
}

describe('the embedded database takes turns with other work', () => {
  it('between queries through drizzle', async () => {
    expect(await turnCameDuring(() => handle.db.execute(sql`select 1`))).toBe(true);
  });

  it('between transactions', async () => {
    const step = () => handle.db.transaction((tx) => tx.execute(sql`select 1`));
    expect(await turnCameDuring(step)).toBe(true);
  });

  it('between queries and execs on the client itself (the jobs use it)', async () => {
    expect(await turnCameDuring(() => handle.client.query('select 1'))).toBe(true);
    expect(await turnCameDuring(() => handle.client.exec('select 1'))).toBe(true);
  });

  it('keeps the answers and the order of statements started together', async () => {
    await handle.client.exec('create table turns (n int)');
    await Promise.all([1, 2, 3].map((n) => handle.db.execute(sql`insert into turns values (${n})`)));
    const rows = await handle.client.query<{ n: number }>('select n from turns');
    expect(rows.rows.map((row) => row.n)).toEqual([1, 2, 3]);
  });
});
