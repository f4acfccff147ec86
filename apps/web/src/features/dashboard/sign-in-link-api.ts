import type { MagicLinkRequest } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { requestTo, type ResponseOf } from '../../lib/endpoint-request.ts';

/** Sending an employee a sign-in link: find the employee, then ask with the employer's own password. */
export const signInLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    findEmployees: build.query<ResponseOf<'employeeSearch'>, { clientId: string; search: string }>({
      query: ({ clientId, search }) =>
        requestTo('employeeSearch', { params: { clientId }, query: { search } }),
    }),
    sendSignInLink: build.mutation<
      ResponseOf<'magicLink'>,
      { schemeId: string; userId: string } & MagicLinkRequest
    >({
      query: ({ schemeId, userId, password }) =>
        requestTo('magicLink', { params: { schemeId, userId }, body: { password } }),
    }),
  }),
});

export const { useFindEmployeesQuery, useSendSignInLinkMutation } = signInLinkApi;
