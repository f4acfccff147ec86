import { api } from '../../lib/api.ts';
import { requestTo, type ResponseOf } from '../../lib/endpoint-request.ts';

/** The tenant's FAQ groups and questions, in order. */
export const faqsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFaqs: build.query<ResponseOf<'faqs'>, void>({ query: () => requestTo('faqs') }),
  }),
});

export const { useGetFaqsQuery } = faqsApi;
