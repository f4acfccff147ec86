import { sql } from 'drizzle-orm';
import { index, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * An index for a column that refers to a user (`who did it`, mostly empty): deleting a user, as undoing an
 * upload of new starters does 50,000 times, checks every such column, and without an index each check reads
 * the whole table. Only the rows that name someone are indexed.
 */
export function userReferenceIndex(name: string, column: AnyPgColumn) {
  return index(name)
    .on(column)
    .where(sql`${column} is not null`);
}
