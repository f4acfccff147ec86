/**
 * bytea on the embedded database through Buffer's hex codec: what is stored and read back is the same bytes as
 * before, for a large chunk, an empty value and a view into a larger buffer, through drizzle and the client.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, usePglite } from './client.ts';

const handle = usePglite(await createPglite());
beforeAll(() => handle.client.exec('create table blobs (id int primary key, content bytea not null)'));
afterAll(() => handle.close());

async function storedHex(id: number): Promise<string> {
  const { rows } = await handle.client.query<{ hex: string }>(
    `select encode(content, 'hex') as hex from blobs where id = $1`,
    [id],
  );
  return rows[0]!.hex;
}

describe('bytea on the embedded database', () => {
  it('stores a megabyte as its bytes and reads the same bytes back', async () => {
    const chunk = randomBytes(1024 * 1024);
    await handle.db.execute(sql`insert into blobs values (1, ${chunk})`);
    expect(await storedHex(1)).toBe(chunk.toString('hex'));
    const { rows } = await handle.client.query<{ content: Uint8Array }>(
      'select content from blobs where id = 1',
    );
    expect(Buffer.from(rows[0]!.content).equals(chunk)).toBe(true);
  });

  it('stores only the bytes a view covers, and an empty value as empty', async () => {
    const whole = Buffer.from('0123456789');
    await handle.client.query('insert into blobs values (2, $1), (3, $2)', [
      whole.subarray(2, 5),
      new Uint8Array(0),
    ]);
    expect(await storedHex(2)).toBe(Buffer.from('234').toString('hex'));
    expect(await storedHex(3)).toBe('');
    const { rows } = await handle.client.query<{ content: Uint8Array }>(
      'select content from blobs where id in (2, 3) order by id',
    );
    expect(rows.map((row) => Buffer.from(row.content).toString())).toEqual(['234', '']);
  });

  it('refuses a value that is not bytes, as PGlite does', async () => {
    await expect(handle.client.query('insert into blobs values (4, $1)', [42])).rejects.toThrow(
      'Invalid input for bytea type',
    );
  });
});
