import type { ContactEnquiryRequest, ContactSendResponse } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { requestTo, type ResponseOf } from '../../lib/endpoint-request.ts';

/** Contact us: the page's subjects and information card, and sending an enquiry. */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContactPage: build.query<ResponseOf<'contactPage'>, void>({ query: () => requestTo('contactPage') }),
    sendEnquiry: build.mutation<ContactSendResponse, ContactEnquiryRequest>({
      query: (body) => requestTo('sendContact', { body }),
    }),
  }),
});

export const { useGetContactPageQuery, useSendEnquiryMutation } = contactApi;
