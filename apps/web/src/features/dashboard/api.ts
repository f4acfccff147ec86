import type { RegistrationSummary } from '@portal/contracts';
import { apiPaths, pathTo } from '@portal/contracts/api-paths';
import { api } from '../../lib/api.ts';
import { apiTags } from '../../lib/api-tags.ts';

/** The employer dashboard's figures. */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRegistrationSummary: build.query<RegistrationSummary, string>({
      query: (clientId) => pathTo(apiPaths.registrationSummary, { clientId }),
      providesTags: [apiTags.employees],
    }),
  }),
});

export const { useGetRegistrationSummaryQuery } = dashboardApi;
