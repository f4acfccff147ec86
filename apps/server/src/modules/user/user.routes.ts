import {
  apiPaths,
  errorResponseSchema,
  loginSetupResponseSchema,
  patchUserRequestSchema,
  pingResponseSchema,
  profileSchema,
  SESSION_EXPIRED_MESSAGE,
  userSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { principalOf } from '../../plugins/auth.ts';
import type { ThemeService } from '../theme/index.ts';
import { getProfile, getUser, loginSetup, updateUser, type UserContext } from './user.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const userRoutes: FastifyPluginAsyncZod<{ users: UserContext; themes: ThemeService }> = async (
  app,
  { users, themes },
) => {
  app.get(
    apiPaths.loginSetup,
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['session'],
        summary: 'Everything the web app needs to start a signed-in session',
        response: { 200: loginSetupResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = request.tenant;
      // The auth plugin admits no token on a host without a tenant.
      if (!tenant) throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
      reply.header('cache-control', 'no-store');
      return loginSetup(users, principalOf(request), await themes.themeFor(tenant.slug));
    },
  );

  app.get(
    apiPaths.user,
    {
      config: { access: 'authenticated' },
      schema: { tags: ['session'], summary: 'The signed-in user', response: { 200: userSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getUser(users, principalOf(request));
    },
  );

  app.patch(
    apiPaths.user,
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['session'],
        summary: 'Changes the signed-in person: terms acceptance, first login completed, avatar',
        description:
          "Any of { termsAccepted: true, termsRevision } (a revision other than the current one answers 409 { message }), { firstLoginComplete: true } (the welcome carousel was seen: firstLogin becomes false) and { avatar } (a value of the tenant's avatar set, or null). Names and e-mail come from the employer's data and cannot be changed here.",
        body: patchUserRequestSchema,
        response: { 200: userSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => updateUser(users, principalOf(request), request.body),
  );

  app.get(
    apiPaths.profile,
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['session'],
        summary: "The person's profile: names, e-mail, chosen avatar and the tenant's avatar set",
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getProfile(users, principalOf(request));
    },
  );

  app.get(
    apiPaths.ping,
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['session'],
        summary: 'Keeps the session alive (the idle dialog\'s "Stay logged in")',
        response: { 200: pingResponseSchema, 401: errorResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );
};
