import type { ContentPage, ContentType } from '@portal/contracts';
import { contentPathByType } from '@portal/contracts/api-paths';
import { api } from '../../lib/api.ts';

/** Content pages by type (spec: cookie, policy, terms), as sanitised HTML from GET /api/policies/*. */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContent: build.query<ContentPage, ContentType>({
      query: (type) => contentPathByType[type],
    }),
  }),
});

export const { useGetContentQuery } = contentApi;
