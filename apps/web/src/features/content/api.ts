import type { CarouselSlide, ContentType, HomePageBanner, HomePageCard } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { requestTo, type ResponseOf } from '../../lib/endpoint-request.ts';

/** Content pages by type (spec: cookie, policy, terms), as sanitised HTML from GET /api/policies/*. */
const endpointByType = { terms: 'termsConditions', policy: 'privacyPolicy', cookie: 'cookiePolicy' } as const;

/**
 * The tenant's content (the content module): its pages, its FAQs, the home page's banners and cards and the
 * welcome carousel. Lists are typed as the contract says, but the components still check that they are arrays
 * (a non-array answer is an error: spec section 8).
 */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContent: build.query<ResponseOf<'termsConditions'>, ContentType>({
      query: (type) => requestTo(endpointByType[type]),
    }),
    /** The tenant's FAQ groups and questions, in order. */
    getFaqs: build.query<ResponseOf<'faqs'>, void>({ query: () => requestTo('faqs') }),
    getHomePageBanners: build.query<HomePageBanner[], void>({ query: () => requestTo('homePageBanner') }),
    getHomePageCards: build.query<HomePageCard[], void>({ query: () => requestTo('homePageCards') }),
    getCarousel: build.query<CarouselSlide[], void>({ query: () => requestTo('carousel') }),
    /** The welcome carousel has been shown: the next sign-in does not show it again (PATCH /api/user). */
    completeFirstLogin: build.mutation<unknown, void>({
      query: () => requestTo('updateUser', { body: { firstLoginComplete: true } }),
    }),
  }),
});

export const {
  useGetContentQuery,
  useGetFaqsQuery,
  useGetHomePageBannersQuery,
  useGetHomePageCardsQuery,
  useGetCarouselQuery,
  useCompleteFirstLoginMutation,
} = contentApi;
