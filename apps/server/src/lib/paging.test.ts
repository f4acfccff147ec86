/** The paging helper over a real table: windows, totals, orders and the tie-break that keeps pages apart. */
import { and, count, eq, ilike, sql } from 'drizzle-orm';
import { getTableConfig, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { tenantColumns } from '../db/schema/tenant-columns.ts';
import { CLIENT_IDS } from '../seed/ids.ts';
import { createTestDatabase, seedDemo } from '../../test/harness.ts';
import { orderOf, pageOf } from './paging.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemo(handle.db);
});
afterAll(() => handle.close());

/** The demo tenant's people whose e-mail contains `search`, a page at a time. */
function demoPeople(search: string, sortBy?: 'surname' | '-surname' | 'email' | '-email') {
  const where = and(eq(users.clientId, CLIENT_IDS.demo), ilike(users.email, `%${search}%`));
  return {
    count: async () => (await handle.db.select({ n: count() }).from(users).where(where))[0]!.n,
    rows: ({ limit, offset }: { limit: number; offset: number }) =>
      handle.db
        .select({ email: users.email, surname: users.surname })
        .from(users)
        .where(where)
        .orderBy(
          ...orderOf(sortBy, { surname: users.surname, email: users.email }, [sql`${users.email}`], users.id),
        )
        .limit(limit)
        .offset(offset),
  };
}

describe('pageOf', () => {
  it('answers one page of rows, the total and the last page', async () => {
    const first = await pageOf(
      { page: 1, per_page: 2 },
      demoPeople('@demo.test', 'email'),
      (row) => row.email,
    );
    expect(first).toEqual({
      data: ['approver@demo.test', 'employee@demo.test'],
      total: 8,
      per_page: 2,
      last_page: 4,
    });
    const last = await pageOf(
      { page: 3, per_page: 2 },
      demoPeople('@demo.test', 'email'),
      (row) => row.email,
    );
    expect(last.data).toEqual(['leaver@demo.test', 'mfa@demo.test']);
  });

  it('sorts descending with a minus, and answers no rows past the end', async () => {
    const page = await pageOf(
      { page: 1, per_page: 3 },
      demoPeople('@demo.test', '-surname'),
      (row) => row.surname,
    );
    expect(page.data).toEqual(['Reed', 'Quinn', 'Patel']);
    const beyond = await pageOf({ page: 9, per_page: 3 }, demoPeople('@demo.test'), (row) => row.email);
    expect(beyond).toEqual({ data: [], total: 8, per_page: 3, last_page: 3 });
  });

  it('answers one empty page when nothing matches', async () => {
    expect(await pageOf({ page: 1, per_page: 10 }, demoPeople('nobody'), (row) => row)).toEqual({
      data: [],
      total: 0,
      per_page: 10,
      last_page: 1,
    });
  });
});

describe('tenantColumns', () => {
  it('start a tenant table with its id, its client (cascading) and its times', () => {
    const config = getTableConfig(pgTable('example', { ...tenantColumns(), name: text('name') }));
    expect(config.columns.map((column) => column.name)).toEqual([
      'id',
      'client_id',
      'created_at',
      'updated_at',
      'name',
    ]);
    expect(config.columns.find((column) => column.name === 'client_id')?.notNull).toBe(true);
    expect(config.foreignKeys.map((key) => key.onDelete)).toEqual(['cascade']);
  });
});
