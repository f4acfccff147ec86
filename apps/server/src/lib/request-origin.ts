import type { FastifyRequest } from 'fastify';
import type { RequestOrigin } from './audit.ts';

/** Who made a request, for audit rows: the client address and browser. */
export function requestOrigin(request: FastifyRequest): RequestOrigin {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
}
