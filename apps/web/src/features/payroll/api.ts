import type { TotalRewardPage } from '@portal/contracts/statements';
import { api } from '../../lib/api.ts';
import { apiTags } from '../../lib/api-tags.ts';
import { requestTo, type ResponseOf } from '../../lib/endpoint-request.ts';
import { statementRows, type StatementRow } from './statement-mapping.ts';

/**
 * A benefit group's statement, the total reward statement and the home page's total reward card, all read from
 * the payroll ledger.
 */
export const payrollApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStatement: build.query<StatementRow[], string>({
      query: (groupCode) => requestTo('benefitGroupContributions', { params: { id: groupCode } }),
      transformResponse: statementRows,
      providesTags: [apiTags.statements],
    }),
    getTotalReward: build.query<TotalRewardPage, void>({
      query: () => requestTo('totalRewardPage'),
      providesTags: [apiTags.statements],
    }),
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
  }),
});

export const { useGetStatementQuery, useGetTotalRewardQuery, useGetTotalRewardCardQuery } = payrollApi;
