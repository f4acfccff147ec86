import { api } from '../../lib/api.ts';
import { apiTags } from '../../lib/api-tags.ts';
import { requestTo, type ResponseOf } from '../../lib/endpoint-request.ts';

/**
 * The life event types the employer offers and the employee's reported events. Reporting is a multipart upload
 * (components/add-life-event-panel.tsx); it then invalidates the life events, and the benefits and selections
 * whose windows it opened.
 */
export const lifeEventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLifeEventTypes: build.query<ResponseOf<'lifeEventTypes'>, void>({
      query: () => requestTo('lifeEventTypes'),
    }),
    getLifeEvents: build.query<ResponseOf<'lifeEvents'>, void>({
      query: () => requestTo('lifeEvents'),
      providesTags: [apiTags.lifeEvents],
    }),
  }),
});

/** What a new life event changes: its list, and the benefits its window opened. */
export const REPORTED_EVENT_TAGS = [apiTags.lifeEvents, apiTags.benefits, apiTags.selections];

export const { useGetLifeEventTypesQuery, useGetLifeEventsQuery } = lifeEventsApi;
