/**
 * The benefits catalogue (BENEFITS.md, Vocabulary): per client, benefit groups; per scheme year, its enrolment
 * windows and its benefits, each with plans, edit fields, medical questions, versioned terms, FAQs and related
 * benefits. Benefit ids are numbers because the spec's paths are `/benefit/{id}`; every query still scopes by
 * `client_id`, so another tenant's id answers as an unknown one.
 */
import type { BenefitKind, CostRules, EligibilityRules } from '@portal/benefits';
import type { EditFieldUnit, PlanCovers } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients, schemes } from './clients.ts';
import { tenantColumns } from './tenant-columns.ts';

export const enrolmentWindows = pgTable(
  'enrolment_windows',
  {
    ...tenantColumns(),
    schemeId: uuid('scheme_id')
      .notNull()
      .references(() => schemes.id, { onDelete: 'cascade' }),
    opensOn: date('opens_on', { mode: 'string' }).notNull(),
    /** The last day choices may be made (inclusive). */
    closesOn: date('closes_on', { mode: 'string' }).notNull(),
    /** The codes of the client's benefit groups the window opens; empty: every group (the seeded windows). */
    groupCodes: text('group_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('enrolment_windows_scheme').on(t.clientId, t.schemeId),
    check('enrolment_windows_dates_ordered', sql`${t.opensOn} <= ${t.closesOn}`),
  ],
);

export const benefitGroups = pgTable(
  'benefit_groups',
  {
    ...tenantColumns(),
    /** `ccv`, `health`, `protection`, `wellbeing`, `financial`, `lifestyle`, or a client's own. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [unique('benefit_groups_client_code_unique').on(t.clientId, t.code)],
);

/** The supplier's limits on a value (cycle to work: £100 to £5,000 total hire value). */
export interface PartnerValueLimits {
  minimum: number;
  maximum: number;
}

export const benefits = pgTable(
  'benefits',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    schemeId: uuid('scheme_id')
      .notNull()
      .references(() => schemes.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => benefitGroups.id),
    name: text('name').notNull(),
    provider: text('provider').notNull(),
    summary: text('summary').notNull(),
    /** Sanitised when stored (lib/sanitise-html.ts); the browser sanitises again when it shows it. */
    descriptionHtml: text('description_html').notNull(),
    /** The picture's address: a tenant asset (`/api/assets/...`). */
    imageUrl: text('image_url'),
    kind: text('kind').$type<BenefitKind>().notNull(),
    rules: jsonb('rules').$type<EligibilityRules>().notNull().default({}),
    approvalRequired: boolean('approval_required').notNull().default(false),
    claimable: boolean('claimable').notNull().default(false),
    /** What it is worth at a glance when neither plans nor amounts say it ("4x your salary"). */
    headline: text('headline'),
    partnerValueLimits: jsonb('partner_value_limits').$type<PartnerValueLimits>(),
    /** How the employee's choices become money (packages/benefits costs/pricing.ts). */
    costRules: jsonb('cost_rules').$type<CostRules>().notNull().default({}),
    displayOrder: integer('display_order').notNull().default(0),
    /** Removed from the year: answers the spec's removed message; selections keep their history. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('benefits_client_scheme_order').on(t.clientId, t.schemeId, t.displayOrder),
    check(
      'benefits_kind_valid',
      sql`${t.kind} in ('salary-sacrifice', 'flexible', 'employer-paid', 'voucher', 'discount')`,
    ),
  ],
);

/** Columns of the tables that belong to one benefit. */
const ofBenefit = () => ({
  ...tenantColumns(),
  benefitId: integer('benefit_id')
    .notNull()
    .references(() => benefits.id, { onDelete: 'cascade' }),
});

export const benefitPlans = pgTable(
  'benefit_plans',
  {
    ...ofBenefit(),
    name: text('name').notNull(),
    monthlyPricePence: integer('monthly_price_pence').notNull(),
    /** Whom the plan covers: family members are chosen for it as people covered. */
    covers: text('covers').$type<PlanCovers>(),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [
    index('benefit_plans_benefit').on(t.benefitId),
    check('benefit_plans_price_not_negative', sql`${t.monthlyPricePence} >= 0`),
  ],
);

export const benefitEditFields = pgTable(
  'benefit_edit_fields',
  {
    ...ofBenefit(),
    /** The key the selection's values use. */
    name: text('name').notNull(),
    label: text('label').notNull(),
    unit: text('unit').$type<EditFieldUnit>().notNull(),
    minimum: doublePrecision('minimum').notNull().default(0),
    maximum: doublePrecision('maximum').notNull().default(999999.9),
    stepSize: doublePrecision('step_size').notNull().default(1),
    validationMessage: text('validation_message')
      .notNull()
      .default('Please enter a value between {min} and {max}'),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [
    unique('benefit_edit_fields_benefit_name_unique').on(t.benefitId, t.name),
    check('benefit_edit_fields_range', sql`${t.minimum} <= ${t.maximum} and ${t.stepSize} > 0`),
  ],
);

export const benefitMedicalQuestions = pgTable(
  'benefit_medical_questions',
  {
    ...ofBenefit(),
    question: text('question').notNull(),
    /** Asked only when the chosen amount is above this; null = always. */
    appliesAbove: doublePrecision('applies_above'),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [index('benefit_medical_questions_benefit').on(t.benefitId)],
);

export const benefitTerms = pgTable(
  'benefit_terms',
  {
    ...ofBenefit(),
    version: integer('version').notNull(),
    /** Sanitised when stored. */
    contentHtml: text('content_html').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('benefit_terms_benefit_version_unique').on(t.benefitId, t.version)],
);

export const benefitFaqs = pgTable(
  'benefit_faqs',
  {
    ...ofBenefit(),
    question: text('question').notNull(),
    /** Sanitised when stored. */
    answerHtml: text('answer_html').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [index('benefit_faqs_benefit').on(t.benefitId)],
);

export const relatedBenefits = pgTable(
  'related_benefits',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    benefitId: integer('benefit_id')
      .notNull()
      .references(() => benefits.id, { onDelete: 'cascade' }),
    relatedBenefitId: integer('related_benefit_id')
      .notNull()
      .references(() => benefits.id, { onDelete: 'cascade' }),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.benefitId, t.relatedBenefitId] }),
    check('related_benefits_not_itself', sql`${t.benefitId} <> ${t.relatedBenefitId}`),
  ],
);

export type EnrolmentWindowRow = typeof enrolmentWindows.$inferSelect;
export type BenefitGroupRow = typeof benefitGroups.$inferSelect;
export type BenefitRow = typeof benefits.$inferSelect;
export type NewBenefitRow = typeof benefits.$inferInsert;
export type BenefitPlanRow = typeof benefitPlans.$inferSelect;
export type BenefitEditFieldRow = typeof benefitEditFields.$inferSelect;
