import type {
  ConsoleAdministratorInvite,
  ConsoleEmployerInvite,
  ConsoleEmployerPermissions,
} from '@portal/contracts/console-people';
import type { MasqueradeRequest } from '@portal/contracts/masquerade';
import { api } from '../../lib/api.ts';
import { apiTags } from '../../lib/api-tags.ts';
import { requestTo } from '../../lib/console-request.ts';
import type { ResponseOf } from '../../lib/endpoint-request.ts';

/**
 * The console's People area (issue 35): platform administrators (invite, remove), a client's employer users
 * (invite, permissions), and masquerade started from the console.
 */
export const consolePeopleApi = api.injectEndpoints({
  endpoints: (build) => ({
    listConsoleAdministrators: build.query<ResponseOf<'consoleAdministrators'>, void>({
      query: () => requestTo('consoleAdministrators'),
      providesTags: [apiTags.consoleAdministrators],
    }),
    inviteConsoleAdministrator: build.mutation<
      ResponseOf<'consoleAdministratorInvite'>,
      ConsoleAdministratorInvite
    >({
      query: (body) => requestTo('consoleAdministratorInvite', { body }),
      invalidatesTags: [apiTags.consoleAdministrators],
    }),
    removeConsoleAdministrator: build.mutation<
      ResponseOf<'consoleAdministratorRemove'>,
      { userId: string; reason: string }
    >({
      query: ({ userId, reason }) =>
        requestTo('consoleAdministratorRemove', { params: { userId }, body: { reason } }),
      invalidatesTags: [apiTags.consoleAdministrators],
    }),
    listConsoleEmployers: build.query<ResponseOf<'consoleEmployers'>, string>({
      query: (clientSlug) => requestTo('consoleEmployers', { params: { clientSlug } }),
      providesTags: [apiTags.consoleEmployers],
    }),
    inviteConsoleEmployer: build.mutation<
      ResponseOf<'consoleEmployerInvite'>,
      { clientSlug: string } & ConsoleEmployerInvite
    >({
      query: ({ clientSlug, ...body }) =>
        requestTo('consoleEmployerInvite', { params: { clientSlug }, body }),
      invalidatesTags: [apiTags.consoleEmployers, apiTags.consoleClients],
    }),
    changeConsoleEmployerPermissions: build.mutation<
      ResponseOf<'consoleEmployerPermissions'>,
      { clientSlug: string; userId: string } & ConsoleEmployerPermissions
    >({
      query: ({ clientSlug, userId, ...body }) =>
        requestTo('consoleEmployerPermissions', { params: { clientSlug, userId }, body }),
      invalidatesTags: [apiTags.consoleEmployers],
    }),
    getConsoleMasquerade: build.query<ResponseOf<'consoleMasquerade'>, string>({
      query: (clientSlug) => requestTo('consoleMasquerade', { params: { clientSlug } }),
    }),
    findConsoleMasqueradeCandidates: build.query<
      ResponseOf<'consoleMasqueradeCandidates'>,
      { clientSlug: string; search: string }
    >({
      query: ({ clientSlug, search }) =>
        requestTo('consoleMasqueradeCandidates', { params: { clientSlug }, query: { search } }),
    }),
    createConsoleMasqueradeLink: build.mutation<
      ResponseOf<'consoleMasqueradeLink'>,
      { clientSlug: string; userId: string } & MasqueradeRequest
    >({
      query: ({ clientSlug, userId, ...body }) =>
        requestTo('consoleMasqueradeLink', { params: { clientSlug, userId }, body }),
    }),
  }),
});

export const {
  useListConsoleAdministratorsQuery,
  useInviteConsoleAdministratorMutation,
  useRemoveConsoleAdministratorMutation,
  useListConsoleEmployersQuery,
  useInviteConsoleEmployerMutation,
  useChangeConsoleEmployerPermissionsMutation,
  useGetConsoleMasqueradeQuery,
  useFindConsoleMasqueradeCandidatesQuery,
  useCreateConsoleMasqueradeLinkMutation,
} = consolePeopleApi;
