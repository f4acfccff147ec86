/** Rows of a hand-written SQL query (`db.execute`), the same on both drivers (each answers `rows`). */
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export async function rawRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
