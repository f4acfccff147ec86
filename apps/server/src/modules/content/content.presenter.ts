/** Content rows as the contracts answer them: policy pages, home-page cards and banners, slides, FAQs. */
import type { CarouselSlide, ContentPage, FaqGroup, HomePageBanner, HomePageCard } from '@portal/contracts';
import type {
  CarouselSlideRow,
  ContentRow,
  HomePageBannerRow,
  HomePageCardRow,
} from '../../db/schema/index.ts';
import { assetUrl } from '../assets/index.ts';
import type { FaqGroupWithQuestions } from './tenant-content.repository.ts';

/** The tenant a request acts for: its id scopes every query, its slug addresses its images. */
export interface TenantRef {
  id: string;
  slug: string;
}

/** The address an <img> loads a tenant image from, or null for a text-only item. */
export function imageAddress(tenant: TenantRef, imageName: string | null): string | null {
  return imageName === null ? null : assetUrl(tenant.slug, imageName);
}

export function presentContentPage(row: ContentRow): ContentPage {
  return {
    type: row.type,
    title: row.title,
    content: row.bodyHtml,
    revision: row.revision,
    updatedAt: row.createdAt.toISOString(),
  };
}

export function presentHomePageCard(tenant: TenantRef, row: HomePageCardRow): HomePageCard {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    image: imageAddress(tenant, row.imageName),
    link: row.link,
    order: row.position,
  };
}

export function presentHomePageBanner(tenant: TenantRef, row: HomePageBannerRow): HomePageBanner {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    image: imageAddress(tenant, row.imageName),
    link: row.link,
    linkText: row.linkText,
    order: row.position,
  };
}

export function presentCarouselSlide(tenant: TenantRef, row: CarouselSlideRow): CarouselSlide {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    image: imageAddress(tenant, row.imageName),
    order: row.position,
  };
}

export function presentFaqGroup(group: FaqGroupWithQuestions): FaqGroup {
  return {
    id: group.id,
    title: group.title,
    order: group.position,
    questions: group.questions.map((question) => ({
      id: question.id,
      question: question.question,
      answer: question.answerHtml,
      order: question.position,
    })),
  };
}
