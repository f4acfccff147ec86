import { api } from '../../lib/api.ts';
import { apiTags } from '../../lib/api-tags.ts';
import { requestTo, type ArgsOf, type ResponseOf } from '../../lib/endpoint-request.ts';

/**
 * The life event types the employer offers and the employee's reported events. Reporting is a multipart upload
 * (components/add-life-event-panel.tsx); it then invalidates the life events, and the benefits and selections
 * whose windows it opened. For employers: the tenant's events, paged, and voiding one with a reason.
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
    getTenantLifeEvents: build.query<
      ResponseOf<'tenantLifeEvents'>,
      { clientId: string; query: ArgsOf<'tenantLifeEvents'>['query'] }
    >({
      query: ({ clientId, query }) => requestTo('tenantLifeEvents', { params: { clientId }, query }),
      providesTags: [apiTags.lifeEvents],
    }),
    /** Voiding closes the window: the employee's record and benefits read it too. */
    voidLifeEvent: build.mutation<
      ResponseOf<'voidLifeEvent'>,
      { clientId: string; id: string; reason: string }
    >({
      query: ({ clientId, id, reason }) =>
        requestTo('voidLifeEvent', { params: { clientId, id }, body: { status: 'voided', reason } }),
      invalidatesTags: [apiTags.lifeEvents, apiTags.employees, apiTags.selections],
    }),
  }),
});

/** What a new life event changes: its list, and the benefits its window opened. */
export const REPORTED_EVENT_TAGS = [apiTags.lifeEvents, apiTags.benefits, apiTags.selections];

export const {
  useGetLifeEventTypesQuery,
  useGetLifeEventsQuery,
  useGetTenantLifeEventsQuery,
  useVoidLifeEventMutation,
} = lifeEventsApi;
