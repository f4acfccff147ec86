/**
 * The employer's engagement and insights (contracts/insights.ts): the sign-ins card and the insights and
 * engagement pages.
 */
import { api } from '../../lib/api.ts';
import { apiTags } from '../../lib/api-tags.ts';
import { requestTo, type ResponseOf } from '../../lib/endpoint-request.ts';

export const insightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmployeeInsights: build.query<ResponseOf<'employeeInsights'>, string>({
      query: (clientId) => requestTo('employeeInsights', { params: { clientId } }),
      providesTags: [apiTags.employees],
    }),
    getEmployeeLogins: build.query<ResponseOf<'employeeLogins'>, { clientId: string; by: 'day' | 'week' }>({
      query: ({ clientId, by }) => requestTo('employeeLogins', { params: { clientId }, query: { by } }),
      providesTags: [apiTags.employees],
    }),
  }),
});

export const { useGetEmployeeInsightsQuery, useGetEmployeeLoginsQuery } = insightsApi;
