/**
 * The operator channel on the server: routes for command-line tools on the same machine (the content CLI,
 * later the admin CLI) when they cannot open the database themselves. A request is accepted only
 *   - over a direct loopback connection (the socket's peer, never X-Forwarded-For), without forwarding headers
 *     (a reverse proxy on the same machine connects from loopback too), and
 *   - with the operator key (derived from SECRET_KEY) in X-Operator-Key.
 * To user tokens these routes are `public`: no person signs in here. Register routes inside the scope:
 *   api.register(operatorScope, { secretKey, routes: async (scope) => { ... } }), with routes from the operator endpoint descriptors
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { OPERATOR_KEY_HEADER, operatorKey, operatorKeyMatches } from './operator-key.ts';

export const OPERATOR_LOOPBACK_MESSAGE =
  'Operator requests are accepted only from this machine, directly (not through a proxy)';
export const OPERATOR_KEY_MESSAGE =
  "The operator key is missing or wrong: run the command with the server's SECRET_KEY (or its DATA_DIR)";

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

export function assertOperator(request: FastifyRequest, key: string): void {
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  if (!isLoopback(request.socket.remoteAddress) || forwarded)
    throw new HttpError(403, OPERATOR_LOOPBACK_MESSAGE);
  const given = request.headers[OPERATOR_KEY_HEADER];
  if (typeof given !== 'string' || !operatorKeyMatches(key, given))
    throw new HttpError(401, OPERATOR_KEY_MESSAGE);
}

export async function operatorScope(
  app: FastifyInstance,
  options: { secretKey: string; routes: (scope: FastifyInstance) => Promise<void> },
): Promise<void> {
  const key = operatorKey(options.secretKey);
  app.addHook('onRequest', async (request) => assertOperator(request, key));
  await options.routes(app);
}
