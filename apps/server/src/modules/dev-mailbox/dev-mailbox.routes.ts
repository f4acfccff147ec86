/**
 * The demo mailbox: GET /dev/mailbox (HTML), /dev/mailbox.json (or Accept: application/json) and its
 * stylesheet. Only in demo mode (no SMTP_URL) outside production; otherwise every route answers 404, rather
 * than being absent, so that the web app's fallback never answers these paths with a page.
 * It lists the host's tenant's messages only, resolved here because the tenant plugin serves /api/ alone.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { tenantSlugFromHost } from '../../lib/host-label.ts';
import type { TenantDirectory } from '../tenants/index.ts';
import { MAILBOX_STYLESHEET, mailboxPage } from './mailbox-page.ts';
import { tenantMailbox, type MailboxMessage } from './mailbox.ts';

export const MAILBOX_PATH = '/dev/mailbox';

const querySchema = z.object({
  /** Only messages to this address (browser tests read the latest link for one person). */
  to: z.string().trim().toLowerCase().max(320).optional(),
});

const NOT_FOUND = { message: 'Not found' };

function toJson(message: MailboxMessage) {
  return { ...message, createdAt: message.createdAt.toISOString() };
}

export const devMailboxRoutes: FastifyPluginAsyncZod<{
  db: Database;
  tenants: TenantDirectory;
  defaultClient: string;
  enabled: boolean;
}> = async (app, { db, tenants, defaultClient, enabled }) => {
  const routeOptions = {
    config: { access: 'public' as const },
    schema: { hide: true, querystring: querySchema },
  };

  async function load(host: string, to: string | undefined) {
    const tenant = await tenants.findBySlug(tenantSlugFromHost(host, defaultClient));
    const messages = tenant ? await tenantMailbox(db, tenant.id, to ?? null) : [];
    return { tenant, messages };
  }

  app.get(`${MAILBOX_PATH}.json`, routeOptions, async (request, reply) => {
    if (!enabled) return reply.code(404).send(NOT_FOUND);
    const { messages } = await load(request.host, request.query.to);
    reply.header('cache-control', 'no-store');
    return { messages: messages.map(toJson) };
  });

  app.get(MAILBOX_PATH, routeOptions, async (request, reply) => {
    if (!enabled) return reply.code(404).send(NOT_FOUND);
    const { tenant, messages } = await load(request.host, request.query.to);
    reply.header('cache-control', 'no-store');
    const accept = request.headers.accept ?? '';
    if (accept.includes('application/json') && !accept.includes('text/html')) {
      return { messages: messages.map(toJson) };
    }
    reply.type('text/html; charset=utf-8');
    return mailboxPage({ tenantName: tenant?.name ?? null, to: request.query.to ?? null, messages });
  });

  app.get(
    `${MAILBOX_PATH}.css`,
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      if (!enabled) return reply.code(404).send(NOT_FOUND);
      reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache');
      return MAILBOX_STYLESHEET;
    },
  );
};
