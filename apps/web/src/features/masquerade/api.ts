import type { MasqueradeRequest } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { requestTo, type ResponseOf } from '../../lib/endpoint-request.ts';

/** The administrator's masquerade launcher: the tenant's people, its scheme years, and the link. */
export const masqueradeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMasqueradeLauncher: build.query<ResponseOf<'masqueradeLauncher'>, void>({
      query: () => requestTo('masqueradeLauncher'),
    }),
    findMasqueradeCandidates: build.query<ResponseOf<'masqueradeCandidates'>, string>({
      query: (search) => requestTo('masqueradeCandidates', { query: { search } }),
    }),
    createMasqueradeLink: build.mutation<
      ResponseOf<'masquerade'>,
      { clientId: string; userId: string } & MasqueradeRequest
    >({
      query: ({ clientId, userId, ...body }) =>
        requestTo('masquerade', { params: { clientId, userId }, body }),
    }),
  }),
});

export const {
  useGetMasqueradeLauncherQuery,
  useFindMasqueradeCandidatesQuery,
  useCreateMasqueradeLinkMutation,
} = masqueradeApi;
