import type { ContentType } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { requestTo, type ResponseOf } from '../../lib/endpoint-request.ts';

/** Content pages by type (spec: cookie, policy, terms), as sanitised HTML from GET /api/policies/*. */
const endpointByType = { terms: 'termsConditions', policy: 'privacyPolicy', cookie: 'cookiePolicy' } as const;

export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContent: build.query<ResponseOf<'termsConditions'>, ContentType>({
      query: (type) => requestTo(endpointByType[type]),
    }),
  }),
});

export const { useGetContentQuery } = contentApi;
