import type { CarouselSlide, HomePageBanner, HomePageCard } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { apiTags } from '../../lib/api-tags.ts';
import { requestTo, type ResponseOf } from '../../lib/endpoint-request.ts';

/**
 * The home page's content and the welcome carousel. Answers are typed as the contract says, but the page still
 * checks that lists are arrays (a non-array answer is an error: spec section 8).
 */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomePageBanners: build.query<HomePageBanner[], void>({ query: () => requestTo('homePageBanner') }),
    getHomePageCards: build.query<HomePageCard[], void>({ query: () => requestTo('homePageCards') }),
    getCarousel: build.query<CarouselSlide[], void>({ query: () => requestTo('carousel') }),
    /** The total reward card: spec section 7, "Total benefits: GET summary, retried once on error". */
    getTotalRewardCard: build.query<ResponseOf<'totalRewardCard'>, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        let answer = await baseQuery(requestTo('totalRewardCard'));
        if (answer.error) answer = await baseQuery(requestTo('totalRewardCard'));
        return answer.error
          ? { error: answer.error }
          : { data: answer.data as ResponseOf<'totalRewardCard'> };
      },
      providesTags: [apiTags.statements],
    }),
    /** The welcome carousel has been shown: the next sign-in does not show it again. */
    completeFirstLogin: build.mutation<unknown, void>({
      query: () => requestTo('updateUser', { body: { firstLoginComplete: true } }),
    }),
  }),
});

export const {
  useGetHomePageBannersQuery,
  useGetHomePageCardsQuery,
  useGetCarouselQuery,
  useGetTotalRewardCardQuery,
  useCompleteFirstLoginMutation,
} = homeApi;
