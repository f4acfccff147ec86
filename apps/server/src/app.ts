/**
 * Builds the HTTP application: plugins, then modules. It never listens (server.ts and tests do), so tests
 * run the same application on a fresh database.
 */
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { Logger } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createLogger } from './lib/logger.ts';
import { OneLinePerRequest } from './lib/request-log.ts';
import { assetRoutes } from './modules/assets/assets.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createTenantDirectory, type TenantDirectory } from './modules/tenants/tenants.service.ts';
import { themeRoutes } from './modules/theme/theme.routes.ts';
import { createThemeService, type ThemeService } from './modules/theme/theme.service.ts';
import { answerFrameworkError, errorHandlerPlugin } from './plugins/error-handler.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { tenantPlugin } from './plugins/tenant.ts';

export interface AppDependencies {
  config: Config;
  db: Database;
  clock?: Clock;
  logger?: Logger;
}

/** Shared services with in-memory caches; call their `invalidate` after editing what they cache. */
export interface AppServices {
  tenants: TenantDirectory;
  themes: ThemeService;
  clock: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

export async function buildApp({ config, db, clock = systemClock, logger }: AppDependencies) {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config.logLevel),
    logController: new OneLinePerRequest(),
    frameworkErrors: answerFrameworkError,
    trustProxy: trustProxySetting(config.trustProxy),
    // Long enough that an over-long :domain reaches the theme route and gets the default theme.
    routerOptions: { maxParamLength: 2048 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services: AppServices = {
    tenants: createTenantDirectory(db),
    themes: createThemeService(db),
    clock,
  };
  app.decorate('services', services);

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(rateLimitPlugin, { perMinute: config.rateLimitPerMinute });
  await app.register(cookie, { secret: config.secretKey });
  await app.register(openApiPlugin);
  await app.register(tenantPlugin, { tenants: services.tenants, defaultClient: config.defaultClient });

  await app.register(healthRoutes, { prefix: '/api', db });
  await app.register(themeRoutes, {
    prefix: '/api',
    themes: services.themes,
    defaultClient: config.defaultClient,
  });
  await app.register(contentRoutes, { prefix: '/api', db });
  await app.register(assetRoutes, { prefix: '/api', db });

  await app.register(staticWebPlugin, { webDistDir: config.webDistDir });
  return app;
}

/** A number of hops becomes a function: Fastify's types take booleans, addresses or a function. */
function trustProxySetting(setting: boolean | number) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
