/**
 * Change notices between processes (LISTEN/NOTIFY), with two instances on one database as two processes would
 * have: a notice reaches the other and not its sender, and losing the listening connection tells subscribers
 * that anything may have changed (what was published meanwhile was lost).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestDatabase } from '../../test/harness.ts';
import {
  batchedNotices,
  CHANGES_CHANNEL,
  createChangeNotices,
  type ChangeNotices,
} from './change-notices.ts';
import { createLogger } from './logger.ts';

let handle: DatabaseHandle;
let web: ChangeNotices;
let worker: ChangeNotices;
const heardByWeb: (string | undefined)[] = [];
const heardByWorker: (string | undefined)[] = [];

const notices = () =>
  createChangeNotices({
    connectionString: handle.connectionString,
    pool: handle.pool,
    logger: createLogger('silent'),
  });

/** The backends of this database that listen for notices (one per subscribed instance). */
async function listeners(): Promise<number[]> {
  const { rows } = await handle.pool.query<{ pid: number }>(
    `select pid from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query = $1 and state = 'idle'`,
    [`listen ${CHANGES_CHANNEL}`],
  );
  return rows.map((row) => row.pid);
}

beforeAll(async () => {
  handle = await createTestDatabase();
  web = notices();
  worker = notices();
  web.subscribe('themes', (key) => heardByWeb.push(key));
  worker.subscribe('themes', (key) => heardByWorker.push(key));
  await vi.waitFor(async () => expect(await listeners()).toHaveLength(2), { timeout: 10_000 });
});
afterAll(async () => {
  await web?.close();
  await worker?.close();
  await handle?.close();
});

describe('change notices', () => {
  it('reach the other instances, with their key, and not the one that published', async () => {
    await web.publish('themes', 'demo');
    await vi.waitFor(() => expect(heardByWorker).toEqual(['demo']));
    // Topics nobody subscribed to are heard by nobody; a notice without a key is delivered as such.
    await web.publish('tenants', 'demo');
    await worker.publish('themes');
    await vi.waitFor(() => expect(heardByWeb).toEqual([undefined]));
    expect(heardByWorker).toEqual(['demo']);
  });

  it('published in one turn are sent together, in as few notices as PostgreSQL takes, and all heard', async () => {
    const statements = vi.spyOn(handle.pool, 'query');
    heardByWorker.length = 0;
    const keys = Array.from(
      { length: 500 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    await Promise.all(keys.map((key) => web.publish('themes', key)));
    // 500 changes of 36-character keys: three notices of under 8,000 bytes, in one statement.
    expect(statements).toHaveBeenCalledTimes(1);
    statements.mockRestore();
    await vi.waitFor(() => expect(heardByWorker).toEqual(keys));
    const payloads = batchedNotices(
      'web',
      keys.map((key) => ({ topic: 'themes', key })),
    );
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
  });

  it('tell subscribers that anything may have changed once they listen again after losing the connection', async () => {
    heardByWeb.length = 0;
    heardByWorker.length = 0;
    const before = await listeners();
    await handle.pool.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [before]);
    await vi.waitFor(
      () => {
        expect(heardByWeb).toEqual([undefined]);
        expect(heardByWorker).toEqual([undefined]);
      },
      { timeout: 10_000 },
    );
    const after = await listeners();
    expect(after).toHaveLength(2);
    expect(after.some((pid) => before.includes(pid))).toBe(false);

    // Listening again: notices are heard as before.
    await worker.publish('themes', 'northwind');
    await vi.waitFor(() => expect(heardByWeb).toEqual([undefined, 'northwind']));
  });

  it('close their listening connection', async () => {
    await web.close();
    await worker.close();
    await vi.waitFor(async () => expect(await listeners()).toEqual([]));
  });
});
