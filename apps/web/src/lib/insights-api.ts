/**
 * The employer's engagement and insights (contracts/insights.ts), shared here because the dashboard's cards
 * and the insights and engagement pages all read them.
 */
import { api } from './api.ts';
import { apiTags } from './api-tags.ts';
import { requestTo, type ResponseOf } from './endpoint-request.ts';

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
