import type { FamilyEdit, FamilyPayload } from '@portal/contracts/family';
import { api } from '../../lib/api.ts';
import { apiTags, selectionViews } from '../../lib/api-tags.ts';
import { requestTo, type ResponseOf } from '../../lib/endpoint-request.ts';
import { activeFamily, type FamilyMember } from './family-mapping.ts';

/**
 * The employee's family and covers. A change invalidates the family tag (the set-up wizard's people to cover
 * provide it too) and the selections tag (who each cover protects).
 */
export const familyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFamily: build.query<FamilyMember[], void>({
      query: () => requestTo('family'),
      transformResponse: (answer: ResponseOf<'family'>) => activeFamily(answer.family),
      providesTags: [apiTags.family],
    }),
    getPolicies: build.query<ResponseOf<'policies'>, void>({
      query: () => requestTo('policies'),
      providesTags: [apiTags.family, selectionViews],
    }),
    addFamilyMember: build.mutation<ResponseOf<'addFamilyMember'>, { schemeId: string; body: FamilyPayload }>(
      {
        query: ({ schemeId, body }) => requestTo('addFamilyMember', { params: { schemeId }, body }),
        invalidatesTags: [apiTags.family],
      },
    ),
    editFamilyMember: build.mutation<ResponseOf<'editFamilyMember'>, { id: string; body: FamilyEdit }>({
      query: ({ id, body }) => requestTo('editFamilyMember', { params: { id }, body }),
      invalidatesTags: [apiTags.family, apiTags.selections],
    }),
  }),
});

export const {
  useGetFamilyQuery,
  useGetPoliciesQuery,
  useAddFamilyMemberMutation,
  useEditFamilyMemberMutation,
} = familyApi;
