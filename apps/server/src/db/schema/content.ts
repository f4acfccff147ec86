/** Published pages per client (terms, privacy policy, cookie policy); a new revision never edits an old one. */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { ContentType } from '@portal/contracts';
import { clients } from './clients.ts';

export const content = pgTable(
  'content',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    type: text('type').$type<ContentType>().notNull(),
    revision: integer('revision').notNull(),
    title: text('title').notNull(),
    /** Sanitised when stored (saveContentRevision). */
    bodyHtml: text('body_html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('content_client_type_revision_unique').on(t.clientId, t.type, t.revision),
    check('content_type_valid', sql`${t.type} in ('terms', 'policy', 'cookie')`),
    check('content_revision_positive', sql`${t.revision} > 0`),
  ],
);

export type ContentRow = typeof content.$inferSelect;
