import type { ConsoleClientListQuery } from '@portal/contracts/console-clients';
import { api } from '../../lib/api.ts';
import { apiTags } from '../../lib/api-tags.ts';
import { requestTo, type ResponseOf } from '../../lib/endpoint-request.ts';

/** The console's Clients area: the platform's clients. */
export const consoleClientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listConsoleClients: build.query<ResponseOf<'consoleClientList'>, ConsoleClientListQuery>({
      query: (query) => requestTo('consoleClientList', { query }),
      providesTags: [apiTags.consoleClients],
    }),
  }),
});

export const { useListConsoleClientsQuery } = consoleClientsApi;
