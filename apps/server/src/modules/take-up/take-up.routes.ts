import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/endpoint-route.ts';
import { HttpError } from '../../lib/http-error.ts';
import { NOT_FOUND_MESSAGE, principalOf } from '../../plugins/auth.ts';
import type { TakeUp } from './take-up.service.ts';

const employer = { access: 'employer' as const, clientParam: 'clientId' };

/** The take-up paths, and the insights-enabled clients' paths to the same figures (spec point 6). */
export function takeUpRoutes(takeUp: TakeUp) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    for (const endpoint of [endpoints.benefitTakeUp, endpoints.benefitInsights]) {
      addRoute(app, endpoint, {
        config: employer,
        handler: (request) => takeUp.summary(principalOf(request).clientId),
      });
    }
    for (const endpoint of [endpoints.benefitTakeUpDetail, endpoints.benefitInsightsDetail]) {
      addRoute(app, endpoint, {
        config: employer,
        handler: async (request) => {
          const found = await takeUp.detail(principalOf(request).clientId, request.params.benefitId);
          if (!found) throw new HttpError(404, NOT_FOUND_MESSAGE);
          return found;
        },
      });
    }
  };
}
