import type { ContactEnquiryRequest, ContactPage, ContactSendResponse } from '@portal/contracts';
import { apiPaths } from '@portal/contracts/api-paths';
import { api } from '../../lib/api.ts';

/** Contact us: the page's subjects and information card, and sending an enquiry. */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContactPage: build.query<ContactPage, void>({ query: () => apiPaths.contact }),
    sendEnquiry: build.mutation<ContactSendResponse, ContactEnquiryRequest>({
      query: (body) => ({ path: apiPaths.contact, method: 'POST', body }),
    }),
  }),
});

export const { useGetContactPageQuery, useSendEnquiryMutation } = contactApi;
