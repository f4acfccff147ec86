import type { PolicyPublication } from '@portal/contracts/console-content';
import type { ContentType } from '@portal/contracts/content';
import { api } from '../../lib/api.ts';
import { apiTags } from '../../lib/api-tags.ts';
import { requestTo } from '../../lib/console-request.ts';
import type { ResponseOf } from '../../lib/endpoint-request.ts';

/** The console's content area (the console-content server module): a client's content document and policies. */
export const consoleContentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsoleContent: build.query<ResponseOf<'consoleContent'>, string>({
      query: (clientSlug) => requestTo('consoleContent', { params: { clientSlug } }),
      providesTags: (_result, _error, clientSlug) => [{ type: apiTags.consoleContent, id: clientSlug }],
    }),
    saveConsoleContent: build.mutation<
      ResponseOf<'saveConsoleContent'>,
      { clientSlug: string; document: unknown; reason?: string }
    >({
      query: ({ clientSlug, document, reason }) =>
        requestTo('saveConsoleContent', { params: { clientSlug }, body: { document, reason } }),
      invalidatesTags: (_result, _error, { clientSlug }) => [
        { type: apiTags.consoleContent, id: clientSlug },
      ],
    }),
    publishPolicy: build.mutation<
      ResponseOf<'publishPolicy'>,
      { clientSlug: string; type: ContentType; publication: PolicyPublication }
    >({
      query: ({ clientSlug, type, publication }) =>
        requestTo('publishPolicy', { params: { clientSlug, type }, body: publication }),
      invalidatesTags: (_result, _error, { clientSlug }) => [
        { type: apiTags.consoleContent, id: clientSlug },
      ],
    }),
  }),
});

export const { useGetConsoleContentQuery, useSaveConsoleContentMutation, usePublishPolicyMutation } =
  consoleContentApi;
