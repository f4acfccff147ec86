/**
 * Family members (BENEFITS.md, Family members and life events): the people an employee's cover can protect.
 * The selections capability reads them as a plan's people covered; the family capability adds the screens and
 * the API that keep them. Removing one marks it inactive, so the selections that covered them keep their history.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns } from './tenant-columns.ts';
import { users } from './users.ts';

export const familyRelationships = ['partner', 'dependant'] as const;
export type FamilyRelationship = (typeof familyRelationships)[number];

export const familyMembers = pgTable(
  'family_members',
  {
    ...tenantColumns(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull(),
    sex: text('sex').$type<'female' | 'male'>().notNull(),
    relationship: text('relationship').$type<FamilyRelationship>().notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    /** Dependants over 16 stay covered past 18 only while in full-time education. */
    fullTimeEducationEndDate: date('full_time_education_end_date', { mode: 'string' }),
    registeredDisabled: boolean('registered_disabled').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('family_members_user').on(t.clientId, t.userId),
    index('family_members_user_id').on(t.userId),
    // One partner at a time.
    uniqueIndex('family_members_one_partner')
      .on(t.clientId, t.userId)
      .where(sql`${t.relationship} = 'partner' and ${t.active}`),
    check('family_members_sex_valid', sql`${t.sex} in ('female', 'male')`),
    check('family_members_relationship_valid', sql`${t.relationship} in ('partner', 'dependant')`),
  ],
);

export type FamilyMemberRow = typeof familyMembers.$inferSelect;
