import type { TotalRewardPage } from '@portal/contracts/statements';
import { api } from '../../lib/api.ts';
import { apiTags } from '../../lib/api-tags.ts';
import { requestTo } from '../../lib/endpoint-request.ts';
import { statementRows, type StatementRow } from './statement-mapping.ts';

/** A benefit group's statement and the total reward statement, both read from the payroll ledger. */
export const statementsApi = api.injectEndpoints({
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
  }),
});

export const { useGetStatementQuery, useGetTotalRewardQuery } = statementsApi;
