import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/endpoint-route.ts';
import { principalOf } from '../../plugins/auth.ts';
import {
  benefitApprovals,
  decideApprovals,
  pendingBenefits,
  type ApprovalsDeps,
} from './approvals.service.ts';

const approver = { access: 'employer' as const, permission: 'approver' as const };

export function approvalsRoutes(deps: ApprovalsDeps) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    addRoute(app, endpoints.pendingApprovals, {
      config: approver,
      handler: (request) => pendingBenefits(deps, principalOf(request)),
    });
    addRoute(app, endpoints.benefitApprovals, {
      config: approver,
      handler: (request) =>
        benefitApprovals(deps, principalOf(request), request.params.benefitId, request.query),
    });
    addRoute(app, endpoints.decideApprovals, {
      config: approver,
      handler: (request) => decideApprovals(deps, principalOf(request), request.body),
    });
  };
}
