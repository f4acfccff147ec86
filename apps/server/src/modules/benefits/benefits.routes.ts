import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/endpoint-route.ts';
import { principalOf } from '../../plugins/auth.ts';
import {
  benefitDetail,
  benefitFaqs,
  benefitFilters,
  eligibleBenefits,
  relatedBenefits,
  viewInputsFor,
  viewOf,
  type CatalogueDeps,
} from './catalogue.service.ts';
import { eligibleAnswers } from './eligible-answers.ts';

/** What Fastify would set for a JSON answer: a string sent with it goes out as it is. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Every employee and employer has benefits; a platform administrator sees them by masquerading. */
const config = { access: 'authenticated' as const };

export function benefitsRoutes(deps: CatalogueDeps) {
  return async (app: FastifyInstance) => {
    // The answers are the employee's own: never kept by a shared cache.
    // Synchronous: an async hook costs a promise on every answer.
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('cache-control', 'private, no-store');
      done(null, payload);
    });

    const answers = eligibleAnswers();
    addRoute(app, endpoints.eligibleBenefits, {
      config,
      handler: async (request, reply) => {
        const inputs = await viewInputsFor(deps, principalOf(request));
        // Serialised by the route's own response serialiser (JSON text), so the kept answer is the one it would send.
        const json = answers(inputs, () => reply.serialize(eligibleBenefits(viewOf(inputs))) as string);
        return reply.type(JSON_CONTENT_TYPE).send(json);
      },
    });
    addRoute(app, endpoints.benefitFilters, {
      config,
      handler: (request) => benefitFilters(deps, principalOf(request)),
    });
    addRoute(app, endpoints.benefit, {
      config,
      handler: async (request) =>
        (await benefitDetail(deps, principalOf(request), Number(request.params.id))).benefit,
    });
    addRoute(app, endpoints.benefitWithSelection, {
      config,
      handler: (request) => benefitDetail(deps, principalOf(request), Number(request.params.id)),
    });
    addRoute(app, endpoints.benefitFaqs, {
      config,
      handler: (request) => benefitFaqs(deps, principalOf(request), Number(request.params.id)),
    });
    addRoute(app, endpoints.relatedBenefits, {
      config,
      handler: (request) => relatedBenefits(deps, principalOf(request), Number(request.params.id)),
    });
  };
}
