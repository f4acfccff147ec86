import type { MagicLinkRequest } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { requestTo, type ResponseOf } from '../../lib/endpoint-request.ts';

/** Sending an employee a sign-in link, with the employer's own password (the employee is found in lib/employees-api). */
export const signInLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendSignInLink: build.mutation<
      ResponseOf<'magicLink'>,
      { schemeId: string; userId: string } & MagicLinkRequest
    >({
      query: ({ schemeId, userId, password }) =>
        requestTo('magicLink', { params: { schemeId, userId }, body: { password } }),
    }),
  }),
});

export const { useSendSignInLinkMutation } = signInLinkApi;
