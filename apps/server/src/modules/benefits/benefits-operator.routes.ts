/**
 * The admin CLI's benefits routes on the operator channel (modules/operator), for when `npm start` holds the
 * embedded database:
 *   GET    /api/operator/benefits/:slug      → 200 { schemeYear, benefits }, 404 { message }
 *   POST   /api/operator/benefits/:slug      → 201 { id, unknownRelated }, 400 an invalid benefit, 404
 *   DELETE /api/operator/benefits/:slug/:id  → 204, 404 { message }
 */
import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { addRoute } from '../../lib/endpoint-route.ts';
import { addTenantBenefit, listTenantBenefits, retireTenantBenefit } from './benefits-operator.ts';

export interface BenefitsOperatorDeps {
  db: Database;
  clock: Clock;
  /** Drops what the server caches of a tenant's catalogue. */
  forgetClient(clientId: string): void;
}

export function benefitsOperatorRoutes({ db, clock, forgetClient }: BenefitsOperatorDeps) {
  return async (app: FastifyInstance) => {
    const config = { access: 'public' as const, skipTenant: true };

    addRoute(app, endpoints.operatorBenefits, {
      config,
      handler: async (request, reply) => {
        const outcome = await listTenantBenefits(db, request.params.slug);
        return outcome.ok ? outcome.value : reply.code(404).send({ message: outcome.message });
      },
    });

    addRoute(app, endpoints.addOperatorBenefit, {
      config,
      handler: async (request, reply) => {
        const outcome = await addTenantBenefit(db, clock, request.params.slug, request.body);
        if (!outcome.ok) return reply.code(404).send({ message: outcome.message });
        forgetClient(outcome.value.clientId);
        return reply.code(201).send({ id: outcome.value.id, unknownRelated: outcome.value.unknownRelated });
      },
    });

    addRoute(app, endpoints.retireOperatorBenefit, {
      config,
      handler: async (request, reply) => {
        const outcome = await retireTenantBenefit(db, clock, request.params.slug, Number(request.params.id));
        if (!outcome.ok) return reply.code(404).send({ message: outcome.message });
        forgetClient(outcome.value.clientId);
        return reply.code(204).send();
      },
    });
  };
}
