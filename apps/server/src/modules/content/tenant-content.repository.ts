/** Reads of a tenant's published content, always scoped by client id, in display order. */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  avatarOptions,
  carouselSlides,
  contactPages,
  enquirySubjects,
  faqGroups,
  faqQuestions,
  homePageBanners,
  homePageCards,
  type AvatarOptionRow,
  type CarouselSlideRow,
  type ContactPageRow,
  type EnquirySubjectRow,
  type FaqGroupRow,
  type FaqQuestionRow,
  type HomePageBannerRow,
  type HomePageCardRow,
} from '../../db/schema/index.ts';

export function listHomePageCards(db: Database, clientId: string): Promise<HomePageCardRow[]> {
  return db
    .select()
    .from(homePageCards)
    .where(eq(homePageCards.clientId, clientId))
    .orderBy(asc(homePageCards.position));
}

export function listHomePageBanners(db: Database, clientId: string): Promise<HomePageBannerRow[]> {
  return db
    .select()
    .from(homePageBanners)
    .where(eq(homePageBanners.clientId, clientId))
    .orderBy(asc(homePageBanners.position));
}

export function listCarouselSlides(db: Database, clientId: string): Promise<CarouselSlideRow[]> {
  return db
    .select()
    .from(carouselSlides)
    .where(eq(carouselSlides.clientId, clientId))
    .orderBy(asc(carouselSlides.position));
}

export interface FaqGroupWithQuestions extends FaqGroupRow {
  questions: FaqQuestionRow[];
}

export async function listFaqGroups(db: Database, clientId: string): Promise<FaqGroupWithQuestions[]> {
  // One after the other, so that a transaction (an import's) may call it too.
  const groups = await db
    .select()
    .from(faqGroups)
    .where(eq(faqGroups.clientId, clientId))
    .orderBy(asc(faqGroups.position));
  const questions = await db
    .select()
    .from(faqQuestions)
    .where(eq(faqQuestions.clientId, clientId))
    .orderBy(asc(faqQuestions.position));
  return groups.map((group) => ({
    ...group,
    questions: questions.filter((question) => question.groupId === group.id),
  }));
}

/** Whether the tenant publishes at least one FAQ (login setup's cmsData.faqs). */
export async function tenantHasFaqs(db: Database, clientId: string): Promise<boolean> {
  const rows = await db
    .select({ id: faqQuestions.id })
    .from(faqQuestions)
    .where(eq(faqQuestions.clientId, clientId))
    .limit(1);
  return rows.length > 0;
}

export async function findContactPage(db: Database, clientId: string): Promise<ContactPageRow | null> {
  const [row] = await db.select().from(contactPages).where(eq(contactPages.clientId, clientId)).limit(1);
  return row ?? null;
}

export function listEnquirySubjects(db: Database, clientId: string): Promise<EnquirySubjectRow[]> {
  return db
    .select()
    .from(enquirySubjects)
    .where(eq(enquirySubjects.clientId, clientId))
    .orderBy(asc(enquirySubjects.position));
}

export async function findEnquirySubject(
  db: Database,
  clientId: string,
  value: string,
): Promise<EnquirySubjectRow | null> {
  const [row] = await db
    .select()
    .from(enquirySubjects)
    .where(and(eq(enquirySubjects.clientId, clientId), eq(enquirySubjects.value, value)))
    .limit(1);
  return row ?? null;
}

export function listAvatarOptions(db: Database, clientId: string): Promise<AvatarOptionRow[]> {
  return db
    .select()
    .from(avatarOptions)
    .where(eq(avatarOptions.clientId, clientId))
    .orderBy(asc(avatarOptions.position));
}
