import { api } from '../../lib/api.ts';
import { apiTags } from '../../lib/api-tags.ts';
import { requestTo, type ResponseOf } from '../../lib/endpoint-request.ts';

/** The employer dashboard's figures. */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRegistrationSummary: build.query<ResponseOf<'registrationSummary'>, string>({
      query: (clientId) => requestTo('registrationSummary', { params: { clientId } }),
      providesTags: [apiTags.employees],
    }),
  }),
});

export const { useGetRegistrationSummaryQuery } = dashboardApi;
