/** Masquerade (issue 7): the launcher's calls. Platform administrators only. */
import {
  apiPaths,
  errorResponseSchema,
  masqueradeCandidatesQuerySchema,
  masqueradeCandidatesSchema,
  masqueradeLauncherSchema,
  masqueradeLinkSchema,
  masqueradeRequestSchema,
} from '@portal/contracts';
import { principalOf } from '../../plugins/auth.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/request-origin.ts';
import type { MasqueradeLinkDeps } from './masquerade-link.ts';
import { findCandidates, launcher, startMasquerade } from './masquerade.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const targetParams = z.object({ clientId: z.uuid(), userId: z.uuid() });

export const masqueradeRoutes: FastifyPluginAsyncZod<{ links: MasqueradeLinkDeps }> = async (
  app,
  { links },
) => {
  app.post(
    apiPaths.masquerade,
    {
      config: { access: 'admin', clientParam: 'clientId' },
      schema: {
        tags: ['masquerade'],
        summary: "A masquerade link for one of the host tenant's employers or employees",
        description:
          'The session must have begun with two-factor (else 403). `clientId` is the host’s tenant; the ' +
          'person is one of its employers or employees (else 404); the scheme year one of its years (else ' +
          '422); the reason is required (1 to 500 characters). The link works once, within 60 minutes, on ' +
          'the tenant’s host only. Audited.',
        params: targetParams,
        body: masqueradeRequestSchema,
        response: {
          200: masqueradeLinkSchema,
          ...errors,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return startMasquerade(
        links,
        principalOf(request),
        request.params,
        request.body,
        requestOrigin(request),
      );
    },
  );

  app.get(
    apiPaths.masqueradeCandidates,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['masquerade'],
        summary: "The host tenant's employers and employees whose name or e-mail contains `search`",
        querystring: masqueradeCandidatesQuerySchema,
        response: { 200: masqueradeCandidatesSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return findCandidates(links, principalOf(request), request.query);
    },
  );

  app.get(
    apiPaths.masqueradeLauncher,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['masquerade'],
        summary:
          "The launcher's facts: the host tenant, its scheme years, and whether a masquerade may start",
        response: { 200: masqueradeLauncherSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return launcher(links, principalOf(request));
    },
  );
};
