/**
 * The outbox: every e-mail is written here first, in the same transaction as what caused it (with its delivery
 * job on pg-boss), and the job delivers it over SMTP with retries. Without SMTP_URL (demo mode) rows stay here
 * for the demo mailbox.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';

export const outboxStatuses = ['pending', 'sent', 'failed', 'stored'] as const;
/** pending: its delivery job has not yet succeeded; sent: delivered over SMTP; failed: gave up; stored: demo mailbox. */
export type OutboxStatus = (typeof outboxStatuses)[number];

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    /** The template that made it: activation, password_reset, password_changed, account_locked... */
    template: text('template').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    /** Cleared once delivered over SMTP: the bodies may carry single-use links. */
    html: text('html'),
    text: text('text'),
    /** The links the message carries, for the demo mailbox. */
    links: jsonb('links').$type<string[]>().notNull().default([]),
    status: text('status').$type<OutboxStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_messages_created_idx').on(t.createdAt),
    check('outbox_messages_status_valid', sql`${t.status} in ('pending', 'sent', 'failed', 'stored')`),
  ],
);

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
