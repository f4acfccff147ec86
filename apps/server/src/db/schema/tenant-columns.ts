import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';

/**
 * The columns every tenant table starts with: its id, its client (rows go with the client) and when it was
 * created and last changed. Spread them first: `pgTable('x', { ...tenantColumns(), name: text('name') })`.
 * Every query of such a table is scoped by `client_id`, and its unique keys include it.
 */
export function tenantColumns() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references((): AnyPgColumn => clients.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}
