import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/endpoint-route.ts';
import { HttpError } from '../../lib/http-error.ts';
import { hitThrottle } from '../../lib/throttle.ts';
import { principalOf } from '../../plugins/auth.ts';
import { ccvBalanceOf, issueFrameCode, voucherManageOf, type VouchersDeps } from './vouchers.service.ts';

/** Codes for the frame: plenty for opening the page again and again, not for minting them in a loop. */
const FRAME_CODES = { scope: 'voucher-frame-code:user', limit: 30, windowMs: 10 * 60_000 };

export function vouchersRoutes(deps: VouchersDeps) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    addRoute(app, endpoints.ccvBalance, {
      config: { access: 'authenticated' },
      handler: (request) => ccvBalanceOf(deps, principalOf(request)),
    });
    addRoute(app, endpoints.voucherManage, {
      config: { access: 'employer' },
      handler: (request) => voucherManageOf(deps, principalOf(request).clientId),
    });
    addRoute(app, endpoints.voucherFrameCode, {
      config: { access: 'employer' },
      handler: async (request, reply) => {
        const principal = principalOf(request);
        if (!(await hitThrottle(deps.db, FRAME_CODES, principal.userId, deps.clock()))) {
          throw new HttpError(429, 'Too many attempts to open voucher management; wait a few minutes.');
        }
        reply.code(201);
        return issueFrameCode(deps, principal);
      },
    });
  };
}
