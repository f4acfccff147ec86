/**
 * What a tenant publishes on its signed-in pages: home-page cards and banners, the welcome carousel, FAQs,
 * the contact page's information card and enquiry subjects, and its avatar set. Each list is replaced as a
 * whole by a content import (modules/content/content-document), so rows carry their position, not a history.
 * Images name one of the tenant's stored assets; the composite foreign key keeps that name valid.
 */
import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { clientAssets, clients } from './clients.ts';

const clientId = () =>
  uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' });

export const homePageCards = pgTable(
  'home_page_cards',
  {
    id: uuid('id').primaryKey(),
    clientId: clientId(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    imageName: text('image_name'),
    link: text('link').notNull(),
  },
  (t) => [
    unique('home_page_cards_client_position_unique').on(t.clientId, t.position),
    foreignKey({
      name: 'home_page_cards_image_fk',
      columns: [t.clientId, t.imageName],
      foreignColumns: [clientAssets.clientId, clientAssets.name],
    }),
    check('home_page_cards_position_not_negative', sql`${t.position} >= 0`),
  ],
);

export const homePageBanners = pgTable(
  'home_page_banners',
  {
    id: uuid('id').primaryKey(),
    clientId: clientId(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    imageName: text('image_name'),
    link: text('link'),
    linkText: text('link_text'),
  },
  (t) => [
    unique('home_page_banners_client_position_unique').on(t.clientId, t.position),
    foreignKey({
      name: 'home_page_banners_image_fk',
      columns: [t.clientId, t.imageName],
      foreignColumns: [clientAssets.clientId, clientAssets.name],
    }),
    check('home_page_banners_position_not_negative', sql`${t.position} >= 0`),
  ],
);

export const carouselSlides = pgTable(
  'carousel_slides',
  {
    id: uuid('id').primaryKey(),
    clientId: clientId(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    imageName: text('image_name'),
  },
  (t) => [
    unique('carousel_slides_client_position_unique').on(t.clientId, t.position),
    foreignKey({
      name: 'carousel_slides_image_fk',
      columns: [t.clientId, t.imageName],
      foreignColumns: [clientAssets.clientId, clientAssets.name],
    }),
    check('carousel_slides_position_not_negative', sql`${t.position} >= 0`),
  ],
);

export const faqGroups = pgTable(
  'faq_groups',
  {
    id: uuid('id').primaryKey(),
    clientId: clientId(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
  },
  (t) => [
    unique('faq_groups_client_position_unique').on(t.clientId, t.position),
    // Lets questions reference (client_id, id), so a question can never sit in another tenant's group.
    unique('faq_groups_client_id_unique').on(t.clientId, t.id),
    check('faq_groups_position_not_negative', sql`${t.position} >= 0`),
  ],
);

export const faqQuestions = pgTable(
  'faq_questions',
  {
    id: uuid('id').primaryKey(),
    clientId: clientId(),
    groupId: uuid('group_id').notNull(),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    /** Sanitised when stored. */
    answerHtml: text('answer_html').notNull(),
  },
  (t) => [
    unique('faq_questions_group_position_unique').on(t.groupId, t.position),
    foreignKey({
      name: 'faq_questions_group_fk',
      columns: [t.clientId, t.groupId],
      foreignColumns: [faqGroups.clientId, faqGroups.id],
    }).onDelete('cascade'),
    check('faq_questions_position_not_negative', sql`${t.position} >= 0`),
  ],
);

/** The contact page's information card: one per tenant. */
export const contactPages = pgTable('contact_pages', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  /** Sanitised when stored. */
  contentHtml: text('content_html').notNull(),
});

export const enquirySubjects = pgTable(
  'enquiry_subjects',
  {
    id: uuid('id').primaryKey(),
    clientId: clientId(),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    unique('enquiry_subjects_client_position_unique').on(t.clientId, t.position),
    unique('enquiry_subjects_client_value_unique').on(t.clientId, t.value),
    check('enquiry_subjects_position_not_negative', sql`${t.position} >= 0`),
  ],
);

/** The tenant's avatar set: what a person may choose on Profile Settings (users.avatar holds the value). */
export const avatarOptions = pgTable(
  'avatar_options',
  {
    id: uuid('id').primaryKey(),
    clientId: clientId(),
    position: integer('position').notNull(),
    value: text('value').notNull(),
    label: text('label').notNull(),
    imageName: text('image_name').notNull(),
  },
  (t) => [
    unique('avatar_options_client_position_unique').on(t.clientId, t.position),
    unique('avatar_options_client_value_unique').on(t.clientId, t.value),
    foreignKey({
      name: 'avatar_options_image_fk',
      columns: [t.clientId, t.imageName],
      foreignColumns: [clientAssets.clientId, clientAssets.name],
    }),
    check('avatar_options_position_not_negative', sql`${t.position} >= 0`),
  ],
);

export type HomePageCardRow = typeof homePageCards.$inferSelect;
export type HomePageBannerRow = typeof homePageBanners.$inferSelect;
export type CarouselSlideRow = typeof carouselSlides.$inferSelect;
export type FaqGroupRow = typeof faqGroups.$inferSelect;
export type FaqQuestionRow = typeof faqQuestions.$inferSelect;
export type ContactPageRow = typeof contactPages.$inferSelect;
export type EnquirySubjectRow = typeof enquirySubjects.$inferSelect;
export type AvatarOptionRow = typeof avatarOptions.$inferSelect;
