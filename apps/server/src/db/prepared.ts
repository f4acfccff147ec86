/**
 * Statements drizzle builds once per database handle (issue 34). Building a select's SQL from its column list
 * costs the web process about as much as PostgreSQL spends running a short one (0.1 to 0.2 ms: drizzle's `is()`
 * checks on every column and chunk), and the reads a save or a submit makes are the same statement each time
 * with other values. A statement made here is built on its first use with a handle, its values left as
 * `sql.placeholder(...)`, and run by name (named-statements.ts explains why that helps PostgreSQL too).
 *
 * Drizzle binds a prepared statement to the handle it was built on, so a transaction's handle (a new one each
 * time) gets its own, built for that call: as costly as an ordinary statement, never wrong.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

export function preparedPerHandle<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

/** One employee's rows of a tenant table, their ids left as the placeholders `clientId` and `userId`. */
export function ofEmployee(columns: { clientId: AnyPgColumn; userId: AnyPgColumn }): SQL {
  return and(
    eq(columns.clientId, sql.placeholder('clientId')),
    eq(columns.userId, sql.placeholder('userId')),
  )!;
}
