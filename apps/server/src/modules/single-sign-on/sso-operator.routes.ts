/**
 * The admin CLI's single-sign-on routes on the operator channel (modules/operator): used while the server
 * holds the embedded database. After a change the server drops what it caches (the tenant row, provider
 * configurations).
 *   GET    /api/operator/sso/:slug                   → 200 { ssoOnly, providers }
 *   POST   /api/operator/sso/:slug/providers         → 201 provider, 422 { message }
 *   DELETE /api/operator/sso/:slug/providers/:name   → 200 { removed: true }, 404, 422 { message }
 *   PUT    /api/operator/sso/:slug/sso-only          → 200 { ssoOnly, providers }, 422 { message }
 * Unknown tenant: 404 { message }.
 */
import { endpoints } from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  addIdentityProvider,
  describeTenantSso,
  removeIdentityProvider,
  setTenantSsoOnly,
  type SsoAdminDeps,
  type SsoAdminOutcome,
} from './sso-admin.ts';
import { addRoute } from '../../lib/endpoint-route.ts';

export interface SsoOperatorDeps extends SsoAdminDeps {
  /** Drops what the server caches of a tenant (its row) and of a provider (its configuration). */
  forgetTenant(slug: string): void;
  forgetProvider(providerId?: string): void;
}

type Refusal = Exclude<SsoAdminOutcome<unknown>, { status: 'ok' }>;

function refuse(reply: FastifyReply, slug: string, outcome: Refusal) {
  switch (outcome.status) {
    case 'unknown-tenant':
      return reply.code(404).send({ message: `There is no tenant "${slug}"` });
    case 'not-found':
      return reply.code(404).send({ message: `${slug} has no such identity provider` });
    case 'invalid':
      return reply.code(422).send({ message: outcome.message });
  }
}

export function ssoOperatorRoutes(deps: SsoOperatorDeps) {
  return async (app: FastifyInstance) => {
    const config = { access: 'public' as const, skipTenant: true };

    addRoute(app, endpoints.operatorSso, {
      config,
      handler: async (request, reply) => {
        const outcome = await describeTenantSso(deps, request.params.slug);
        if (outcome.status !== 'ok') return refuse(reply, request.params.slug, outcome);
        return outcome.value;
      },
    });

    addRoute(app, endpoints.addSsoProvider, {
      config,
      handler: async (request, reply) => {
        const outcome = await addIdentityProvider(deps, request.params.slug, request.body);
        if (outcome.status !== 'ok') return refuse(reply, request.params.slug, outcome);
        return reply.code(201).send(outcome.value);
      },
    });

    addRoute(app, endpoints.removeSsoProvider, {
      config,
      handler: async (request, reply) => {
        const outcome = await removeIdentityProvider(deps, request.params.slug, request.params.name);
        if (outcome.status !== 'ok') return refuse(reply, request.params.slug, outcome);
        deps.forgetProvider(outcome.value.id);
        return { removed: true as const };
      },
    });

    addRoute(app, endpoints.setSsoOnly, {
      config,
      handler: async (request, reply) => {
        const outcome = await setTenantSsoOnly(deps, request.params.slug, request.body.ssoOnly);
        if (outcome.status !== 'ok') return refuse(reply, request.params.slug, outcome);
        deps.forgetTenant(request.params.slug);
        return outcome.value;
      },
    });
  };
}
