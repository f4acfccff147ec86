/**
 * GET  /api/cms-content/contact → 200 { enquiryOptions, pageContent }, 403 { message } when the tenant has
 *                                 contact us disabled.
 * POST /api/cms-content/contact → 200 { status: 'success' }; 422 { status: 'error', errors: { _person_enq?,
 *                                 _message? } }; 403 or 429 { status: 'error', message }.
 */
import {
  apiPaths,
  contactEnquiryRequestSchema,
  contactPageSchema,
  contactSendFieldErrorSchema,
  contactSendMessageErrorSchema,
  contactSendSuccessSchema,
  errorResponseSchema,
} from '@portal/contracts';
import { principalOf } from '../../plugins/auth.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactPage, sendEnquiry, type ContactContext } from './contact.service.ts';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactContext }> = async (app, { contact }) => {
  app.get(
    apiPaths.contact,
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['contact'],
        summary: "The contact page: enquiry subjects and the tenant's information card (sanitised HTML)",
        response: {
          200: contactPageSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { tenant } = principalOf(request);
      reply.header('cache-control', 'no-store');
      return contactPage(contact, tenant);
    },
  );

  app.post(
    apiPaths.contact,
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['contact'],
        summary: "Sends an enquiry to the tenant's contact address, with Reply-To set to the person",
        description:
          "The person's name and e-mail are taken from their account and the company from their tenant; those body fields are ignored. At most 5 complete messages per person per hour.",
        body: contactEnquiryRequestSchema,
        response: {
          200: contactSendSuccessSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: contactSendMessageErrorSchema,
          422: contactSendFieldErrorSchema,
          429: contactSendMessageErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await sendEnquiry(contact, principalOf(request), request.body);
      if ('errors' in outcome) return reply.code(422).send(outcome);
      if ('statusCode' in outcome) {
        return reply.code(outcome.statusCode).send({ status: 'error', message: outcome.message });
      }
      return outcome;
    },
  );
};
