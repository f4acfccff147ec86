/** Tenants (client organisations) and what belongs to each: theme, stored assets (logos) and scheme years. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './columns.ts';

export const twoFactorPolicies = ['optional', 'enforced'] as const;
export type TwoFactorPolicy = (typeof twoFactorPolicies)[number];

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The host label that names the tenant: `demo` for demo.portal.example. */
    slug: text('slug').notNull().unique('clients_slug_unique'),
    name: text('name').notNull(),
    contactUsEnabled: boolean('contact_us_enabled').notNull().default(false),
    twoFactorPolicy: text('two_factor_policy').$type<TwoFactorPolicy>().notNull().default('optional'),
    ssoOnly: boolean('sso_only').notNull().default(false),
    dataLoadEligibilityImpactEnabled: boolean('data_load_eligibility_impact_enabled')
      .notNull()
      .default(false),
    /** The client has the insights product: take-up comes from the benefit-insights endpoints (spec 6). */
    insightsEnabled: boolean('insights_enabled').notNull().default(false),
    /** The tenant's own address for links in e-mails, when it differs from PUBLIC_URL. */
    publicUrl: text('public_url'),
    /** An archived client keeps its data; nobody signs in on its host (the console's Clients area). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('clients_slug_format', sql`${t.slug} ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'`),
    check('clients_two_factor_policy_valid', sql`${t.twoFactorPolicy} in ('optional', 'enforced')`),
  ],
);

export const clientThemes = pgTable('client_themes', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  primaryColour: text('primary_colour').notNull(),
  secondaryColour: text('secondary_colour').notNull(),
  logoFileUrl: text('logo_file_url').notNull(),
  brandHeaderLogo: text('brand_header_logo').notNull(),
  mobileLogo: text('mobile_logo').notNull(),
  supportEmail: text('support_email').notNull(),
  contactUsEmail: text('contact_us_email').notNull(),
  benefitBrandName: text('benefit_brand_name').notNull(),
  benefitBrandPhoneNumber: text('benefit_brand_phone_number'),
  avatarSet: text('avatar_set'),
  baseFont: text('base_font').notNull(),
  headerFont: text('header_font').notNull(),
});

/** Files a tenant publishes (logos), kept in the database so server instances stay stateless. */
export const clientAssets = pgTable(
  'client_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('client_assets_client_name_unique').on(t.clientId, t.name)],
);

export const schemes = pgTable(
  'schemes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    /** Day of the month payroll fixes the next period's deductions (BENEFITS.md: a change after it waits). */
    payrollCutOffDay: integer('payroll_cut_off_day').notNull().default(10),
    /** The day of the month pay is paid (moved back to a working day); null: the last working day (issue 35). */
    payDay: integer('pay_day'),
    /** How long a new joiner's window stays open, and a life event's after its event when its type sets none. */
    newJoinerWindowDays: integer('new_joiner_window_days').notNull().default(30),
    lifeEventWindowDays: integer('life_event_window_days').notNull().default(30),
  },
  (t) => [
    unique('schemes_client_year_unique').on(t.clientId, t.year),
    // At most one current scheme year per client.
    uniqueIndex('schemes_one_current_per_client')
      .on(t.clientId)
      .where(sql`${t.isCurrent}`),
    check('schemes_dates_ordered', sql`${t.startsOn} < ${t.endsOn}`),
    check('schemes_cut_off_day_range', sql`${t.payrollCutOffDay} between 1 and 28`),
    check('schemes_pay_day_range', sql`${t.payDay} between 1 and 28`),
    check('schemes_new_joiner_window_days_range', sql`${t.newJoinerWindowDays} between 7 and 90`),
    check('schemes_life_event_window_days_range', sql`${t.lifeEventWindowDays} between 7 and 180`),
  ],
);

export type ClientRow = typeof clients.$inferSelect;
export type ClientThemeRow = typeof clientThemes.$inferSelect;
export type ClientAssetRow = typeof clientAssets.$inferSelect;
export type SchemeRow = typeof schemes.$inferSelect;
