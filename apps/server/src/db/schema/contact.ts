/** Enquiries sent from the contact page: kept as a record of what was e-mailed to the tenant. */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { users } from './users.ts';
import { userReferenceIndex } from './user-references.ts';

export const contactEnquiries = pgTable(
  'contact_enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The subject's value and its label as the person saw it (labels may change later). */
    subject: text('subject').notNull(),
    subjectLabel: text('subject_label').notNull(),
    comments: text('comments').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('contact_enquiries_client_created_idx').on(t.clientId, t.createdAt),
    userReferenceIndex('contact_enquiries_user', t.userId),
  ],
);

export type ContactEnquiryRow = typeof contactEnquiries.$inferSelect;
