import type {
  ConsoleClientArchive,
  ConsoleClientCreate,
  ConsoleClientListQuery,
  ConsoleClientSettings,
} from '@portal/contracts/console-clients';
import { api } from '../../lib/api.ts';
import { apiTags } from '../../lib/api-tags.ts';
import { requestTo } from '../../lib/console-request.ts';
import type { ResponseOf } from '../../lib/endpoint-request.ts';

/** The console's Clients area: the platform's clients, one client's settings, onboarding and archiving. */
export const consoleClientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listConsoleClients: build.query<ResponseOf<'consoleClientList'>, ConsoleClientListQuery>({
      query: (query) => requestTo('consoleClientList', { query }),
      providesTags: [apiTags.consoleClients],
    }),
    getConsoleClient: build.query<ResponseOf<'consoleClient'>, string>({
      query: (clientSlug) => requestTo('consoleClient', { params: { clientSlug } }),
      providesTags: [apiTags.consoleClients],
    }),
    createConsoleClient: build.mutation<ResponseOf<'consoleClientCreate'>, ConsoleClientCreate>({
      query: (body) => requestTo('consoleClientCreate', { body }),
      invalidatesTags: [apiTags.consoleClients],
    }),
    getConsoleClientSettings: build.query<ResponseOf<'consoleClientSettings'>, string>({
      query: (clientSlug) => requestTo('consoleClientSettings', { params: { clientSlug } }),
      providesTags: [apiTags.consoleClients],
    }),
    updateConsoleClientSettings: build.mutation<
      ResponseOf<'consoleClientSettingsUpdate'>,
      { clientSlug: string; settings: ConsoleClientSettings }
    >({
      query: ({ clientSlug, settings }) =>
        requestTo('consoleClientSettingsUpdate', { params: { clientSlug }, body: settings }),
      invalidatesTags: [apiTags.consoleClients],
    }),
    archiveConsoleClient: build.mutation<
      ResponseOf<'consoleClientArchive'>,
      { clientSlug: string } & ConsoleClientArchive
    >({
      query: ({ clientSlug, ...body }) => requestTo('consoleClientArchive', { params: { clientSlug }, body }),
      invalidatesTags: [apiTags.consoleClients],
    }),
  }),
});

export const {
  useListConsoleClientsQuery,
  useGetConsoleClientQuery,
  useCreateConsoleClientMutation,
  useGetConsoleClientSettingsQuery,
  useUpdateConsoleClientSettingsMutation,
  useArchiveConsoleClientMutation,
} = consoleClientsApi;
