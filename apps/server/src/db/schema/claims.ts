/**
 * Claims on a claimable benefit (a health cash plan): the amount, the day of the treatment and the receipt, kept
 * in the database behind the receipt store's interface (modules/selections/receipt-store.ts).
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { bytea } from './columns.ts';
import { selections } from './selections.ts';
import { tenantColumns } from './tenant-columns.ts';
import { users } from './users.ts';

export const claimStatuses = ['submitted', 'paid', 'declined'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

export const benefitClaims = pgTable(
  'benefit_claims',
  {
    ...tenantColumns(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    selectionId: uuid('selection_id')
      .notNull()
      .references(() => selections.id, { onDelete: 'cascade' }),
    amountPence: integer('amount_pence').notNull(),
    treatmentDate: date('treatment_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    status: text('status').$type<ClaimStatus>().notNull().default('submitted'),
  },
  (t) => [
    index('benefit_claims_user').on(t.clientId, t.userId),
    index('benefit_claims_user_id').on(t.userId),
    check('benefit_claims_amount_positive', sql`${t.amountPence} > 0`),
    check('benefit_claims_status_valid', sql`${t.status} in ('submitted', 'paid', 'declined')`),
  ],
);

/** A claim's receipt: checked by its content (PDF, JPEG or PNG, at most 10 MB) before it is stored. */
export const claimReceipts = pgTable('claim_receipts', {
  claimId: uuid('claim_id')
    .primaryKey()
    .references(() => benefitClaims.id, { onDelete: 'cascade' }),
  clientId: uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  fileName: text('file_name').notNull(),
  content: bytea('content').notNull(),
});

export type BenefitClaimRow = typeof benefitClaims.$inferSelect;
