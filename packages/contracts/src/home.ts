import { z } from 'zod';

/**
 * The home page's content (spec section 3, Home page cards and banners) and the welcome carousel, as the API
 * answers them: in display order, with image addresses ready for an <img> (a tenant asset under
 * /api/assets/...), or null for a text-only item.
 */

/** GET /api/user/home-page-cards: every card links somewhere (a portal path or an https address). */
export const homePageCardSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    text: z.string(),
    image: z.string().nullable(),
    link: z.string(),
    order: z.number().int().nonnegative(),
  })
  .meta({ id: 'HomePageCard' });
export type HomePageCard = z.infer<typeof homePageCardSchema>;
export const homePageCardsResponseSchema = z.array(homePageCardSchema);

/** GET /api/user/home-page-banner: one or more banners; `linkText` null means the web app's own wording. */
export const homePageBannerSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    text: z.string(),
    image: z.string().nullable(),
    link: z.string().nullable(),
    linkText: z.string().nullable(),
    order: z.number().int().nonnegative(),
  })
  .meta({ id: 'HomePageBanner' });
export type HomePageBanner = z.infer<typeof homePageBannerSchema>;
export const homePageBannersResponseSchema = z.array(homePageBannerSchema);

/** GET /api/carousel: the welcome carousel shown at a person's first login. */
export const carouselSlideSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    text: z.string(),
    image: z.string().nullable(),
    order: z.number().int().nonnegative(),
  })
  .meta({ id: 'CarouselSlide' });
export type CarouselSlide = z.infer<typeof carouselSlideSchema>;
export const carouselResponseSchema = z.array(carouselSlideSchema);
