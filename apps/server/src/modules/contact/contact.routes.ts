/**
 * GET  /api/cms-content/contact → 200 { enquiryOptions, pageContent }, 403 { message } when the tenant has
 *                                 contact us disabled.
 * POST /api/cms-content/contact → 200 { status: 'success' }; 422 { status: 'error', errors: { _person_enq?,
 *                                 _message? } }; 403 or 429 { status: 'error', message }.
 */
import { endpoints } from '@portal/contracts';
import { principalOf } from '../../plugins/auth.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactPage, sendEnquiry, type ContactContext } from './contact.service.ts';
import { addRoute } from '../../lib/endpoint-route.ts';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactContext }> = async (app, { contact }) => {
  addRoute(app, endpoints.contactPage, {
    config: { access: 'authenticated' },
    handler: async (request, reply) => {
      const { tenant } = principalOf(request);
      reply.header('cache-control', 'no-store');
      return contactPage(contact, tenant);
    },
  });

  addRoute(app, endpoints.sendContact, {
    config: { access: 'authenticated' },
    handler: async (request, reply) => {
      const outcome = await sendEnquiry(contact, principalOf(request), request.body);
      if ('errors' in outcome) return reply.code(422).send(outcome);
      if ('statusCode' in outcome) {
        return reply.code(outcome.statusCode).send({ status: 'error', message: outcome.message });
      }
      return outcome;
    },
  });
};
