/** Security events (architecture section 7). Rows outlive the users and clients they name. */
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { users } from './users.ts';

export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    /** Never a password, token or secret. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_events_client_created_idx').on(t.clientId, t.createdAt),
    index('audit_events_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
