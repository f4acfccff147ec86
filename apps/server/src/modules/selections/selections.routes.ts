import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/endpoint-route.ts';
import { principalOf } from '../../plugins/auth.ts';
import { createSelection, updateSelection } from './selection-commands.ts';
import type { SelectionDeps } from './selection-steps.ts';
import { benefitSelection, changeResponse, costsFor, employeeSelections } from './selection-reads.ts';

/** The employee's own selections; a platform administrator acts on them by masquerading. */
const own = { access: 'authenticated' as const };

export function selectionsRoutes(deps: SelectionDeps) {
  return async (app: FastifyInstance) => {
    // Synchronous: an async hook costs a promise on every answer.
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('cache-control', 'private, no-store');
      done(null, payload);
    });

    addRoute(app, endpoints.benefitSelection, {
      config: own,
      handler: (request) => benefitSelection(deps, principalOf(request), Number(request.params.id)),
    });
    addRoute(app, endpoints.createSelection, {
      config: own,
      handler: async (request, reply) => {
        const change = await createSelection(
          deps,
          principalOf(request),
          Number(request.params.id),
          request.body,
        );
        reply.code(201);
        return changeResponse(deps, change);
      },
    });
    addRoute(app, endpoints.updateSelection, {
      config: own,
      handler: async (request) =>
        changeResponse(
          deps,
          await updateSelection(deps, principalOf(request), request.params.id, request.body),
        ),
    });
    addRoute(app, endpoints.selectionCosts, {
      config: own,
      handler: (request) => costsFor(deps, principalOf(request), request.body),
    });
    addRoute(app, endpoints.employeeSelections, {
      config: { access: 'employer', clientParam: 'clientId' },
      handler: (request) => employeeSelections(deps, principalOf(request), request.params.employeeId),
    });
  };
}
