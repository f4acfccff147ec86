import type { CarouselSlide, HomePageBanner, HomePageCard, PatchUserRequest } from '@portal/contracts';
import { apiPaths } from '@portal/contracts/api-paths';
import { api } from '../../lib/api.ts';

/**
 * The home page's content and the welcome carousel. Answers are typed as the contract says, but the page still
 * checks that lists are arrays (a non-array answer is an error: spec section 8).
 */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomePageBanners: build.query<HomePageBanner[], void>({ query: () => apiPaths.homePageBanner }),
    getHomePageCards: build.query<HomePageCard[], void>({ query: () => apiPaths.homePageCards }),
    getCarousel: build.query<CarouselSlide[], void>({ query: () => apiPaths.carousel }),
    /** The welcome carousel has been shown: the next sign-in does not show it again. */
    completeFirstLogin: build.mutation<unknown, void>({
      query: () => ({
        path: apiPaths.user,
        method: 'PATCH',
        body: { firstLoginComplete: true } satisfies PatchUserRequest,
      }),
    }),
  }),
});

export const {
  useGetHomePageBannersQuery,
  useGetHomePageCardsQuery,
  useGetCarouselQuery,
  useCompleteFirstLoginMutation,
} = homeApi;
