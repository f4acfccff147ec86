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
  type CatalogueDeps,
} from './catalogue.service.ts';

/** Every employee and employer has benefits; a platform administrator sees them by masquerading. */
const config = { access: 'authenticated' as const };

export function benefitsRoutes(deps: CatalogueDeps) {
  return async (app: FastifyInstance) => {
    // The answers are the employee's own: never kept by a shared cache.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    addRoute(app, endpoints.eligibleBenefits, {
      config,
      handler: (request) => eligibleBenefits(deps, principalOf(request)),
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
