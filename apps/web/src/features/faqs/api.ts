import type { FaqGroup } from '@portal/contracts';
import { apiPaths } from '@portal/contracts/api-paths';
import { api } from '../../lib/api.ts';

/** The tenant's FAQ groups and questions, in order. */
export const faqsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFaqs: build.query<FaqGroup[], void>({ query: () => apiPaths.faqs }),
  }),
});

export const { useGetFaqsQuery } = faqsApi;
