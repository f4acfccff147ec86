import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/endpoint-route.ts';
import { principalOf } from '../../plugins/auth.ts';
import { runTenantPayroll } from './payroll-operator.ts';
import type { PayrollDeps } from './payroll-run.ts';
import {
  contributionsOf,
  totalRewardCardOf,
  totalRewardOf,
  type StatementsDeps,
} from './statements.service.ts';

/** The employee's own statements; a platform administrator reads them by masquerading. */
const own = { access: 'authenticated' as const };

export function statementsRoutes(deps: StatementsDeps) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    addRoute(app, endpoints.benefitGroupContributions, {
      config: own,
      handler: (request) => contributionsOf(deps, principalOf(request), request.params.id),
    });
    addRoute(app, endpoints.totalRewardCard, {
      config: own,
      handler: (request) => totalRewardCardOf(deps, principalOf(request)),
    });
    addRoute(app, endpoints.totalRewardPage, {
      config: own,
      handler: (request) => totalRewardOf(deps, principalOf(request)),
    });
  };
}

/** The admin CLI's payroll run on the operator channel (modules/operator), for when `npm start` holds the database. */
export function payrollOperatorRoutes(deps: PayrollDeps) {
  return async (app: FastifyInstance) => {
    addRoute(app, endpoints.operatorPayrollRun, {
      config: { access: 'public' as const, skipTenant: true },
      handler: async (request, reply) => {
        const outcome = await runTenantPayroll(deps, request.params.slug, request.body.period, (progress) =>
          request.log.info(progress, 'payroll run progress'),
        );
        if (outcome.ok) return outcome;
        return reply.code('unknownTenant' in outcome ? 404 : 422).send({ message: outcome.message });
      },
    });
  };
}
