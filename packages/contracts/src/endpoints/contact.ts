import {
  contactEnquiryRequestSchema,
  contactPageSchema,
  contactSendFieldErrorSchema,
  contactSendMessageErrorSchema,
  contactSendSuccessSchema,
} from '../contact.ts';
import { describe, errorResponses } from '../endpoint.ts';

export const contactEndpoints = {
  contactPage: describe('contactPage', {
    tags: ['contact'],
    summary: "The contact page: enquiry subjects and the tenant's information card (sanitised HTML)",
    description: '403 { message } when the tenant has contact us disabled.',
    responses: { 200: contactPageSchema, ...errorResponses(400, 401, 403) },
  }),
  sendContact: describe('sendContact', {
    tags: ['contact'],
    summary: "Sends an enquiry to the tenant's contact address, with Reply-To set to the person",
    description:
      "The person's name and e-mail are taken from their account and the company from their tenant; those body fields are ignored. At most 5 complete messages per person per hour.",
    body: contactEnquiryRequestSchema,
    responses: {
      200: contactSendSuccessSchema,
      ...errorResponses(400, 401),
      403: contactSendMessageErrorSchema,
      422: contactSendFieldErrorSchema,
      429: contactSendMessageErrorSchema,
    },
  }),
};
