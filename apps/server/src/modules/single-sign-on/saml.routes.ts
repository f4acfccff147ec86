/**
 * SAML routes (issue 36), all public: the service provider's metadata for the IdP's administrator, the
 * Assertion Consumer Service (the IdP's form post), and single logout out and back. The start address is
 * OpenID Connect's (sso.routes.ts), which tells the protocols apart.
 */
import { endpoints, SSO_ERROR_PATH } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addRoute } from '../../lib/endpoint-route.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { signInRateLimit } from '../../plugins/rate-limit.ts';
import { readBindingCookie } from './browser-binding.ts';
import { consumeSamlResponse, samlMetadataXml } from './saml-flow.service.ts';
import { samlLogoutDone, samlLogoutLocation } from './saml-logout.service.ts';
import type { SsoContext } from './sso-flow.service.ts';

/** A SAML form post: the largest body accepted (an encrypted, signed response with attributes). */
const FORM_BODY_LIMIT = 768 * 1024;

export const samlRoutes: FastifyPluginAsyncZod<{ sso: SsoContext; signInPerMinute: number }> = async (
  app,
  { sso, signInPerMinute },
) => {
  // The IdP posts an HTML form; a field given twice is kept as a list, which the body schema refuses.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const fields: Record<string, string | string[]> = {};
      for (const [name, value] of new URLSearchParams(body as string)) {
        const before = fields[name];
        fields[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
      }
      done(null, fields);
    },
  );

  addRoute(app, endpoints.samlMetadata, {
    config: { access: 'public' },
    handler: async (request, reply) => {
      const xml = await samlMetadataXml(sso, request.tenant, request.params.provider);
      if (!xml) return reply.code(404).send({ message: 'Not found' });
      return reply.header('cache-control', 'no-cache').type('application/samlmetadata+xml').send(xml);
    },
  });

  addRoute(app, endpoints.samlAssertionConsumer, {
    config: { access: 'public', rateLimit: signInRateLimit(signInPerMinute) },
    bodyLimit: FORM_BODY_LIMIT,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const outcome = await consumeSamlResponse(
        sso,
        request.tenant,
        request.params.provider,
        request.body,
        readBindingCookie(request),
        requestOrigin(request),
      );
      return reply.redirect(outcome.ok ? outcome.redirect : SSO_ERROR_PATH, 303);
    },
  });

  addRoute(app, endpoints.samlLogout, {
    config: { access: 'public' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { provider, ticket } = request.params;
      return reply.redirect(await samlLogoutLocation(sso, request.tenant, provider, ticket), 302);
    },
  });

  addRoute(app, endpoints.samlLogoutReturn, {
    config: { access: 'public' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.redirect(await samlLogoutDone(sso, request.tenant), 302);
    },
  });
};
