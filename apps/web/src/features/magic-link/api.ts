import type { MagicLinkRequest } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { requestTo, type ResponseOf } from '../../lib/endpoint-request.ts';

/** The magic link: an employee's single-use sign-in link, e-mailed at the employer's word (their own password). */
export const magicLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendMagicLink: build.mutation<
      ResponseOf<'magicLink'>,
      { schemeId: string; userId: string } & MagicLinkRequest
    >({
      query: ({ schemeId, userId, password }) =>
        requestTo('magicLink', { params: { schemeId, userId }, body: { password } }),
    }),
  }),
});

export const { useSendMagicLinkMutation } = magicLinkApi;
