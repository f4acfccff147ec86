import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/endpoint-route.ts';
import { principalOf } from '../../plugins/auth.ts';
import {
  addFamilyMember,
  CoveredMemberError,
  editFamilyMember,
  listFamily,
  policiesOf,
  type FamilyDeps,
} from './family.service.ts';

/** The employee's own family; a platform administrator acts on it by masquerading. */
const own = { access: 'authenticated' as const };

export function familyRoutes(deps: FamilyDeps) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    addRoute(app, endpoints.family, {
      config: own,
      handler: (request) => listFamily(deps, principalOf(request)),
    });
    addRoute(app, endpoints.addFamilyMember, {
      config: own,
      handler: async (request, reply) => {
        const answer = await addFamilyMember(
          deps,
          principalOf(request),
          request.params.schemeId,
          request.body,
        );
        reply.code(201);
        return answer;
      },
    });
    addRoute(app, endpoints.editFamilyMember, {
      config: own,
      handler: async (request, reply) => {
        try {
          return await editFamilyMember(deps, principalOf(request), request.params.id, request.body);
        } catch (error) {
          if (!(error instanceof CoveredMemberError)) throw error;
          return reply.code(409).send(error.body);
        }
      },
    });
    addRoute(app, endpoints.policies, {
      config: own,
      handler: (request) => policiesOf(deps, principalOf(request)),
    });
  };
}
