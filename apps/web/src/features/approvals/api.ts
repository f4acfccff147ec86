/**
 * Approvals (contracts/approvals.ts): the benefits with selections awaiting approval (the approvals card and
 * pages), one benefit's, and the decision on a batch.
 */
import { api } from '../../lib/api.ts';
import { apiTags } from '../../lib/api-tags.ts';
import { requestTo, type ArgsOf, type ResponseOf } from '../../lib/endpoint-request.ts';

export const approvalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPendingApprovals: build.query<ResponseOf<'pendingApprovals'>, void>({
      query: () => requestTo('pendingApprovals'),
      providesTags: [apiTags.approvals],
    }),
    getBenefitApprovals: build.query<ResponseOf<'benefitApprovals'>, { benefitId: number; page: number }>({
      query: ({ benefitId, page }) =>
        requestTo('benefitApprovals', { params: { benefitId: String(benefitId) }, query: { page } }),
      providesTags: [apiTags.approvals],
    }),
    decideApprovals: build.mutation<ResponseOf<'decideApprovals'>, ArgsOf<'decideApprovals'>['body']>({
      query: (body) => requestTo('decideApprovals', { body }),
      // Take-up's pending counts, the employee's record and their benefits change with it.
      invalidatesTags: [apiTags.approvals, apiTags.selections, apiTags.employees],
    }),
  }),
});

export const { useGetPendingApprovalsQuery, useGetBenefitApprovalsQuery, useDecideApprovalsMutation } =
  approvalsApi;
