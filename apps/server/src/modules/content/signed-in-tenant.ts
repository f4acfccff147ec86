/** The tenant a signed-in request acts for, as its routes need it. */
import { SESSION_EXPIRED_MESSAGE } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { ClientRow } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { principalOf, type Principal } from '../../plugins/auth.ts';

/**
 * The principal and the client row of its tenant: the auth plugin has already matched the token to the host's
 * tenant (a platform administrator acts for the host's tenant), so the two always agree here.
 */
export function signedInTenant(request: FastifyRequest): { principal: Principal; tenant: ClientRow } {
  const principal = principalOf(request);
  const tenant = request.tenant;
  if (!tenant || tenant.id !== principal.clientId) throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
  return { principal, tenant };
}
