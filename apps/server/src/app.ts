/**
 * Builds the HTTP application: the infrastructure every module shares (the context), the cross-cutting
 * plugins, then the modules, each registering itself. It never listens (server.ts and tests do), so tests run
 * the same application on a fresh database.
 */
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock as JobsClock } from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createInfrastructure } from './lib/app-infrastructure.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { tenantSlugFromHost } from './lib/host-label.ts';
import { createLogger } from './lib/logger.ts';
import { createPortalClock } from './lib/portal-clock.ts';
import { OneLinePerRequest } from './lib/request-log.ts';
import { validatorCompiler } from './lib/request-validation.ts';
import { serializerCompiler } from './lib/response-serializer.ts';
import { accessTokens, checkSession, sessions } from './modules/auth/index.ts';
import { tenantDirectory } from './modules/tenants/index.ts';
import { themes } from './modules/theme/index.ts';
import { userDirectory } from './modules/people/index.ts';
import { answerFrameworkError } from './plugins/error-handler.ts';
import { httpShellPlugin } from './plugins/http-shell.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { modules } from './modules.ts';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** The base clock: the portal's clock is it moved by the demo's offset (lib/portal-clock.ts). */
  clock?: Clock;
  logger?: Logger;
  /** Whether this process runs job handlers (`npm start` and `npm run worker` do); see docs/operations.md. */
  runWorkers?: boolean;
  /** pg-boss's clock (tests move it by hand); the system clock by default. */
  jobsClock?: JobsClock;
}

export async function buildApp(dependencies: AppDependencies) {
  const { config, database, runWorkers = config.runWorkers, jobsClock } = dependencies;
  // Every process reads the same demo clock: the base clock moved by the offset the console-clock module follows.
  const portalClock = createPortalClock(dependencies.clock ?? systemClock);
  const { clock } = portalClock;
  const app = Fastify({
    loggerInstance: dependencies.logger ?? createLogger(config.logLevel),
    logController: new OneLinePerRequest(),
    frameworkErrors: answerFrameworkError,
    trustProxy: trustProxySetting(config.trustProxy),
    // Long enough that an over-long :domain reaches the theme route and gets the default theme.
    routerOptions: { maxParamLength: 2048 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const context = createInfrastructure({
    config,
    database,
    portalClock,
    logger: app.log,
    runWorkers,
    jobsClock,
  });
  const { db, jobs, mailer } = context;
  app.decorate('context', context);
  // A server whose database is away still starts, answers /api/health and is not ready; jobs start with it.
  app.addHook('onReady', () =>
    jobs.start().catch((error: unknown) => app.log.error({ err: error }, 'the job queue could not start')),
  );
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer.close();
    await context.notices.close();
  });

  await app.register(httpShellPlugin, {
    config,
    db,
    clock,
    tenants: context.use(tenantDirectory),
    accessTokens: context.use(accessTokens),
    checkSession: (sessionId, userId) => checkSession(context.use(sessions), sessionId, userId),
    permissionsOf: async (userId) => (await context.use(userDirectory).user(userId))?.permissions ?? [],
  });
  for (const module of modules) {
    await app.register(async (scope) => module.register(scope, context), { prefix: module.prefix });
  }
  await app.register(staticWebPlugin, {
    webDistDir: config.webDistDir,
    themeOfHost: (host) => context.use(themes).themeFor(tenantSlugFromHost(host, config.defaultClient)),
  });
  return app;
}

/** A number of hops becomes a function: Fastify's types take booleans, addresses or a function. */
function trustProxySetting(setting: boolean | number) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
