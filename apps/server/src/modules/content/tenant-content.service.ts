/** A tenant's home page, welcome carousel and FAQs, mapped from rows to the contracts' shapes. */
import type { CarouselSlide, FaqGroup, HomePageBanner, HomePageCard } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { assetUrl } from '../assets/index.ts';
import {
  listCarouselSlides,
  listFaqGroups,
  listHomePageBanners,
  listHomePageCards,
} from './tenant-content.repository.ts';

/** The tenant a request acts for: its id scopes every query, its slug addresses its images. */
export interface TenantRef {
  id: string;
  slug: string;
}

/** The address an <img> loads a tenant image from, or null for a text-only item. */
export function imageAddress(tenant: TenantRef, imageName: string | null): string | null {
  return imageName === null ? null : assetUrl(tenant.slug, imageName);
}

export async function homePageCards(db: Database, tenant: TenantRef): Promise<HomePageCard[]> {
  const rows = await listHomePageCards(db, tenant.id);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    text: row.text,
    image: imageAddress(tenant, row.imageName),
    link: row.link,
    order: row.position,
  }));
}

export async function homePageBanners(db: Database, tenant: TenantRef): Promise<HomePageBanner[]> {
  const rows = await listHomePageBanners(db, tenant.id);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    text: row.text,
    image: imageAddress(tenant, row.imageName),
    link: row.link,
    linkText: row.linkText,
    order: row.position,
  }));
}

export async function carouselSlides(db: Database, tenant: TenantRef): Promise<CarouselSlide[]> {
  const rows = await listCarouselSlides(db, tenant.id);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    text: row.text,
    image: imageAddress(tenant, row.imageName),
    order: row.position,
  }));
}

export async function faqGroups(db: Database, tenant: TenantRef): Promise<FaqGroup[]> {
  const groups = await listFaqGroups(db, tenant.id);
  return groups.map((group) => ({
    id: group.id,
    title: group.title,
    order: group.position,
    questions: group.questions.map((question) => ({
      id: question.id,
      question: question.question,
      answer: question.answerHtml,
      order: question.position,
    })),
  }));
}
