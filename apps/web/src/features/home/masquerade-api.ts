import type {
  MasqueradeCandidates,
  MasqueradeLauncher,
  MasqueradeLink,
  MasqueradeRequest,
} from '@portal/contracts';
import { apiPaths, pathTo } from '@portal/contracts/api-paths';
import { api } from '../../lib/api.ts';

/** The administrator's masquerade launcher: the tenant's people, its scheme years, and the link. */
export const masqueradeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMasqueradeLauncher: build.query<MasqueradeLauncher, void>({
      query: () => apiPaths.masqueradeLauncher,
    }),
    findMasqueradeCandidates: build.query<MasqueradeCandidates, string>({
      query: (search) => `${apiPaths.masqueradeCandidates}?${new URLSearchParams({ search })}`,
    }),
    createMasqueradeLink: build.mutation<
      MasqueradeLink,
      { clientId: string; userId: string } & MasqueradeRequest
    >({
      query: ({ clientId, userId, ...body }) => ({
        path: pathTo(apiPaths.masquerade, { clientId, userId }),
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const {
  useGetMasqueradeLauncherQuery,
  useFindMasqueradeCandidatesQuery,
  useCreateMasqueradeLinkMutation,
} = masqueradeApi;
