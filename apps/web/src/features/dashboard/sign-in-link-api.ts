import type { EmployeeSearchResponse, MagicLinkRequest, MagicLinkResponse } from '@portal/contracts';
import { apiPaths, pathTo } from '@portal/contracts/api-paths';
import { api } from '../../lib/api.ts';

/** Sending an employee a sign-in link: find the employee, then ask with the employer's own password. */
export const signInLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    findEmployees: build.query<EmployeeSearchResponse, { clientId: string; search: string }>({
      query: ({ clientId, search }) =>
        `${pathTo(apiPaths.employeeSearch, { clientId })}?${new URLSearchParams({ search })}`,
    }),
    sendSignInLink: build.mutation<
      MagicLinkResponse,
      { schemeId: string; userId: string } & MagicLinkRequest
    >({
      query: ({ schemeId, userId, password }) => ({
        path: pathTo(apiPaths.magicLink, { schemeId, userId }),
        method: 'POST',
        body: { password },
      }),
    }),
  }),
});

export const { useFindEmployeesQuery, useSendSignInLinkMutation } = signInLinkApi;
