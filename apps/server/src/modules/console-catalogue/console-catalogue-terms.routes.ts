import { endpoints } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addRoute } from '../../lib/endpoint-route.ts';
import { principalOf } from '../../plugins/auth.ts';
import type { CatalogueDeps } from '../benefits/index.ts';
import { consoleActor, consoleClient } from '../console/index.ts';
import { benefitPreview, benefitPreviewCosts } from './console-benefit-preview.service.ts';
import { consoleBenefitTerms, publishConsoleBenefitTerms } from './console-benefit-terms.service.ts';
import type { ConsoleCatalogueDeps } from './console-catalogue.service.ts';

const operator = { access: 'operator' as const };

/** A benefit's terms versions and its preview as one of the client's people sees it. */
export function consoleCatalogueTermsRoutes(deps: ConsoleCatalogueDeps & { employeeView: CatalogueDeps }) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    addRoute(app, endpoints.consoleBenefitTerms, {
      config: operator,
      handler: async (request) =>
        consoleBenefitTerms(deps.db, await consoleClient(request), request.params.benefitId),
    });
    addRoute(app, endpoints.publishConsoleBenefitTerms, {
      config: operator,
      handler: async (request) =>
        publishConsoleBenefitTerms(
          deps,
          consoleActor(request),
          await consoleClient(request),
          request.params.benefitId,
          request.body,
        ),
    });
    const targetOf = async (request: FastifyRequest, params: { benefitId: number; employeeId: string }) => ({
      operator: principalOf(request),
      client: await consoleClient(request),
      ...params,
    });
    addRoute(app, endpoints.consoleBenefitPreview, {
      config: operator,
      handler: async (request) => benefitPreview(deps.employeeView, await targetOf(request, request.params)),
    });
    addRoute(app, endpoints.consoleBenefitPreviewCosts, {
      config: operator,
      handler: async (request) =>
        benefitPreviewCosts(deps.employeeView, await targetOf(request, request.params), request.body),
    });
  };
}
