import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/endpoint-route.ts';
import { consoleActor, consoleClient } from '../console/index.ts';
import { addBenefitGroup, renameBenefitGroup, reorderBenefitGroups } from './benefit-groups.service.ts';
import { benefitTemplates } from './benefit-templates.ts';
import {
  addConsoleBenefit,
  consoleBenefit,
  consoleCatalogue,
  retireConsoleBenefit,
  saveConsoleBenefit,
  type ConsoleCatalogueDeps,
} from './console-catalogue.service.ts';

const operator = { access: 'operator' as const };

export function consoleCatalogueRoutes(deps: ConsoleCatalogueDeps) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    addRoute(app, endpoints.consoleCatalogue, {
      config: operator,
      handler: async (request) => consoleCatalogue(deps.db, await consoleClient(request)),
    });
    addRoute(app, endpoints.consoleBenefitTemplates, {
      config: operator,
      handler: async (request) => benefitTemplates((await consoleClient(request)).name),
    });
    addRoute(app, endpoints.consoleBenefit, {
      config: operator,
      handler: async (request) => {
        const { id, retired, document } = await consoleBenefit(
          deps.db,
          await consoleClient(request),
          request.params.benefitId,
        );
        return { id, retired, document };
      },
    });
    addRoute(app, endpoints.addConsoleBenefit, {
      config: operator,
      handler: async (request, reply) => {
        const client = await consoleClient(request);
        const added = await addConsoleBenefit(deps, consoleActor(request), client, request.body);
        return reply.code(201).send(added);
      },
    });
    addRoute(app, endpoints.saveConsoleBenefit, {
      config: operator,
      handler: async (request) =>
        saveConsoleBenefit(
          deps,
          consoleActor(request),
          await consoleClient(request),
          request.params.benefitId,
          request.body,
        ),
    });
    addRoute(app, endpoints.retireConsoleBenefit, {
      config: operator,
      handler: async (request) =>
        retireConsoleBenefit(
          deps,
          consoleActor(request),
          await consoleClient(request),
          request.params.benefitId,
          request.body.reason,
        ),
    });
    addRoute(app, endpoints.addConsoleBenefitGroup, {
      config: operator,
      handler: async (request, reply) => {
        const client = await consoleClient(request);
        const catalogue = await addBenefitGroup(deps, consoleActor(request), client, request.body);
        return reply.code(201).send(catalogue);
      },
    });
    addRoute(app, endpoints.renameConsoleBenefitGroup, {
      config: operator,
      handler: async (request) =>
        renameBenefitGroup(
          deps,
          consoleActor(request),
          await consoleClient(request),
          request.params.groupCode,
          request.body.name,
        ),
    });
    addRoute(app, endpoints.reorderConsoleBenefitGroups, {
      config: operator,
      handler: async (request) =>
        reorderBenefitGroups(deps, consoleActor(request), await consoleClient(request), request.body.codes),
    });
  };
}
