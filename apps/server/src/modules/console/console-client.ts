/**
 * The client a console route names by `:clientSlug` (issue 35). Every console route that acts on one client
 * resolves it here: an unknown sub-domain, or the platform's own record, answers 404. Archived clients are
 * found: the console still shows and restores them.
 */
import { PLATFORM_HOST_LABEL } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { ClientRow } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { NOT_FOUND_MESSAGE } from '../../plugins/auth.ts';
import { findClientBySlug } from '../tenants/index.ts';

export async function consoleClient(request: FastifyRequest): Promise<ClientRow> {
  const slug = (request.params as { clientSlug?: unknown } | undefined)?.clientSlug;
  if (typeof slug !== 'string' || slug === PLATFORM_HOST_LABEL) throw new HttpError(404, NOT_FOUND_MESSAGE);
  const client = await findClientBySlug(request.server.context.db, slug.toLowerCase());
  if (!client) throw new HttpError(404, NOT_FOUND_MESSAGE);
  return client;
}
