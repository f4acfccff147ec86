/** A tenant's home page, welcome carousel and FAQs. */
import type { CarouselSlide, FaqGroup, HomePageBanner, HomePageCard } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import {
  presentCarouselSlide,
  presentFaqGroup,
  presentHomePageBanner,
  presentHomePageCard,
  type TenantRef,
} from './content.presenter.ts';
import {
  listCarouselSlides,
  listFaqGroups,
  listHomePageBanners,
  listHomePageCards,
} from './tenant-content.repository.ts';

export async function homePageCards(db: Database, tenant: TenantRef): Promise<HomePageCard[]> {
  return (await listHomePageCards(db, tenant.id)).map((row) => presentHomePageCard(tenant, row));
}

export async function homePageBanners(db: Database, tenant: TenantRef): Promise<HomePageBanner[]> {
  return (await listHomePageBanners(db, tenant.id)).map((row) => presentHomePageBanner(tenant, row));
}

export async function carouselSlides(db: Database, tenant: TenantRef): Promise<CarouselSlide[]> {
  return (await listCarouselSlides(db, tenant.id)).map((row) => presentCarouselSlide(tenant, row));
}

export async function faqGroups(db: Database, tenant: TenantRef): Promise<FaqGroup[]> {
  return (await listFaqGroups(db, tenant.id)).map(presentFaqGroup);
}
