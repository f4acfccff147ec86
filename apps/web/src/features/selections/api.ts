import type { CostsRequest, CreateSelectionRequest, UpdateSelectionRequest } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { apiTags } from '../../lib/api-tags.ts';
import { requestTo, type ResponseOf } from '../../lib/endpoint-request.ts';

const byId = (id: number) => ({ params: { id: String(id) } });

/**
 * Setting up and managing a selection. Saving, submitting and opting out invalidate the selections and costs
 * tags, so the list, the benefit's page and the home page reload what they show (spec section 4: after terms
 * are accepted, benefits and selections refresh).
 */
export const selectionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSetupBenefit: build.query<ResponseOf<'benefitWithSelection'>, number>({
      query: (id) => requestTo('benefitWithSelection', byId(id)),
      providesTags: [apiTags.benefits, apiTags.selections],
    }),
    getBenefitSelection: build.query<ResponseOf<'benefitSelection'>, number>({
      query: (id) => requestTo('benefitSelection', byId(id)),
      providesTags: [apiTags.selections, apiTags.family],
    }),
    getCosts: build.query<ResponseOf<'selectionCosts'>, CostsRequest>({
      query: (body) => requestTo('selectionCosts', { body }),
      providesTags: [apiTags.costs],
      // A cost answer is for one set of values: none is kept once the values have moved on.
      keepUnusedDataFor: 30,
    }),
    createSelection: build.mutation<
      ResponseOf<'createSelection'>,
      { benefitId: number; body: CreateSelectionRequest }
    >({
      query: ({ benefitId, body }) => requestTo('createSelection', { ...byId(benefitId), body }),
      invalidatesTags: [apiTags.selections, apiTags.costs, apiTags.statements],
    }),
    updateSelection: build.mutation<
      ResponseOf<'updateSelection'>,
      { selectionId: string; body: UpdateSelectionRequest }
    >({
      query: ({ selectionId, body }) => requestTo('updateSelection', { params: { id: selectionId }, body }),
      invalidatesTags: [apiTags.selections, apiTags.costs, apiTags.statements],
    }),
  }),
});

export const {
  useGetSetupBenefitQuery,
  useGetBenefitSelectionQuery,
  useGetCostsQuery,
  useCreateSelectionMutation,
  useUpdateSelectionMutation,
} = selectionsApi;
