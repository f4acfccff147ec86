import { api } from '../../lib/api.ts';
import { apiTags, selectionViews } from '../../lib/api-tags.ts';
import { requestTo, type ResponseOf } from '../../lib/endpoint-request.ts';

const byId = (id: number) => ({ params: { id: String(id) } });

/** The benefits catalogue: the employee's list, its filters and one benefit's page. */
export const benefitsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEligibleBenefits: build.query<ResponseOf<'eligibleBenefits'>, void>({
      query: () => requestTo('eligibleBenefits'),
      providesTags: [apiTags.benefits, selectionViews],
    }),
    getBenefitFilters: build.query<ResponseOf<'benefitFilters'>, void>({
      query: () => requestTo('benefitFilters'),
      providesTags: [apiTags.benefits, selectionViews],
    }),
    getBenefitWithSelection: build.query<ResponseOf<'benefitWithSelection'>, number>({
      query: (id) => requestTo('benefitWithSelection', byId(id)),
      providesTags: [apiTags.benefits, selectionViews],
    }),
    getBenefitFaqs: build.query<ResponseOf<'benefitFaqs'>, number>({
      query: (id) => requestTo('benefitFaqs', byId(id)),
      providesTags: [apiTags.benefits],
    }),
    getRelatedBenefits: build.query<ResponseOf<'relatedBenefits'>, number>({
      query: (id) => requestTo('relatedBenefits', byId(id)),
      providesTags: [apiTags.benefits, selectionViews],
    }),
  }),
});

export const {
  useGetEligibleBenefitsQuery,
  useGetBenefitFiltersQuery,
  useGetBenefitWithSelectionQuery,
  useGetBenefitFaqsQuery,
  useGetRelatedBenefitsQuery,
} = benefitsApi;
