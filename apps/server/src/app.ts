/**
 * Builds the HTTP application: plugins, then modules. It never listens (server.ts and tests do), so tests
 * run the same application on a fresh database.
 */
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { Logger } from 'pino';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { validatorCompiler } from './lib/request-validation.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createAccessTokens, type AccessTokens } from './lib/access-token.ts';
import { createCaptcha } from './lib/captcha.ts';
import { createSecretBox } from './lib/crypto.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createLogger } from './lib/logger.ts';
import { createMailer, type Mailer } from './lib/mailer/index.ts';
import { OneLinePerRequest } from './lib/request-log.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { createAccountServices, type AccountServices } from './modules/account/account-services.ts';
import { assetRoutes } from './modules/assets/assets.routes.ts';
import { loginRoutes } from './modules/auth/login.routes.ts';
import { createLoginService } from './modules/auth/login.service.ts';
import { sessionRoutes } from './modules/auth/session.routes.ts';
import { createSessionService, type SessionService } from './modules/auth/sessions.service.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { contentOperatorRoutes } from './modules/content/content-document/content-operator.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { tenantContentRoutes } from './modules/content/tenant-content.routes.ts';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes.ts';
import { employeesRoutes } from './modules/employees/employees.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { magicLinkRoutes } from './modules/magic-link/magic-link.routes.ts';
import { createMagicLinkService } from './modules/magic-link/magic-link.service.ts';
import { masqueradeOperatorRoutes } from './modules/masquerade/masquerade-operator.routes.ts';
import { masqueradeRoutes } from './modules/masquerade/masquerade.routes.ts';
import { createMasqueradeService } from './modules/masquerade/masquerade.service.ts';
import { operatorScope } from './modules/operator/operator-scope.ts';
import {
  createSingleSignOnService,
  type SingleSignOnService,
} from './modules/single-sign-on/single-sign-on.service.ts';
import { ssoOperatorRoutes } from './modules/single-sign-on/sso-operator.routes.ts';
import { singleSignOnRoutes } from './modules/single-sign-on/sso.routes.ts';
import { grantSignInRoutes } from './modules/sign-in-grants/grant-sign-in.routes.ts';
import { createGrantSignIn } from './modules/sign-in-grants/grant-sign-in.service.ts';
import { createSignInGrants, type SignInGrants } from './modules/sign-in-grants/sign-in-grants.service.ts';
import { removeServerAddress, writeServerAddress } from './modules/operator/server-address.ts';
import { createTenantDirectory, type TenantDirectory } from './modules/tenants/tenants.service.ts';
import { themeRoutes } from './modules/theme/theme.routes.ts';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes.ts';
import { createTwoFactorService } from './modules/two-factor/two-factor.service.ts';
import { createThemeService, type ThemeService } from './modules/theme/theme.service.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { createUserDirectory, type UserDirectory } from './modules/user/user-directory.ts';
import { createUserService } from './modules/user/user.service.ts';
import { authPlugin } from './plugins/auth.ts';
import { answerFrameworkError, errorHandlerPlugin } from './plugins/error-handler.ts';
import { masqueradeAuditPlugin } from './plugins/masquerade-audit.ts';
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
  /**
   * True when this process is the only server of the database (embedded PGlite, which one process holds):
   * session state and signed-in users are then cached in memory, exactly, since every change to them goes
   * through this process. With a PostgreSQL that several instances share, they are read on each request.
   */
  singleInstance?: boolean;
}

/** How long session state and signed-in users stay in memory on a single-instance server. */
const SESSION_CACHE_MS = 5 * 60 * 1000;
const USER_CACHE_MS = 60 * 1000;
const LOGIN_COUNT_CACHE_MS = 15 * 60 * 1000;

/** Shared services with in-memory caches; call their `invalidate` after editing what they cache. */
export interface AppServices {
  tenants: TenantDirectory;
  themes: ThemeService;
  clock: Clock;
  accessTokens: AccessTokens;
  sessions: SessionService;
  users: UserDirectory;
  /** E-mail through the outbox: `mailer.send(request, tx)`. */
  mailer: Mailer;
  /** Activation, password reset and change, and the live password rules. */
  accounts: AccountServices;
  /** One-time sign-in links (masquerade, magic link, single sign-on) that POST /api/login/sso exchanges. */
  signInGrants: SignInGrants;
  /** Identity providers: which e-mails sign in through one, the flow, and their logout addresses. */
  singleSignOn: SingleSignOnService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

export async function buildApp({
  config,
  db,
  clock = systemClock,
  logger,
  singleInstance = false,
}: AppDependencies) {
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

  const accessTokens = createAccessTokens(config.secretKey, clock);
  const sessions = createSessionService({
    db,
    clock,
    accessTokens,
    cacheMs: singleInstance ? SESSION_CACHE_MS : 0,
  });
  const mailer = createMailer({ db, config, clock, logger: app.log.child({ module: 'mailer' }) });
  const users = createUserDirectory(db, singleInstance ? USER_CACHE_MS : 0);
  const captcha = createCaptcha({ secretKey: config.secretKey, maxNumber: config.captchaMaxNumber, clock });
  const login = createLoginService({
    db,
    clock,
    captcha,
    sessions,
    mailer,
    users,
    cacheMs: singleInstance ? LOGIN_COUNT_CACHE_MS : 0,
  });
  const services: AppServices = {
    tenants: createTenantDirectory(db),
    themes: createThemeService(db),
    clock,
    accessTokens,
    sessions,
    users,
    mailer,
    accounts: createAccountServices({ db, clock, sessions, mailer, login, logger: app.log }),
    signInGrants: createSignInGrants({ db, clock }),
    singleSignOn: createSingleSignOnService({
      db,
      clock,
      // Providers' client secrets: sealed with ENCRYPTION_KEY like two-factor secrets (key rotation too).
      secrets: createSecretBox(config.encryptionKey, config.previousEncryptionKeys),
      config,
      issueGrant: (grant) => services.signInGrants.issue(grant),
      logger: app.log.child({ module: 'single-sign-on' }),
    }),
  };
  app.decorate('services', services);
  // Background delivery (SMTP only) runs while the app is up; close waits for a delivery in progress.
  app.addHook('onReady', async () => services.mailer.start());
  app.addHook('onClose', async () => {
    // Reset requests finish after their answer: let them write their e-mail before delivery stops.
    await services.accounts.reset.settled();
    await services.mailer.stop();
  });
  const secureCookies = config.publicUrl.startsWith('https://');

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(rateLimitPlugin, { perMinute: config.rateLimitPerMinute });
  await app.register(cookie, { secret: config.secretKey });
  await app.register(tenantPlugin, { tenants: services.tenants, defaultClient: config.defaultClient });
  // Before any route (the docs' included), so that every route's access rule is checked as it is added.
  await app.register(authPlugin, { accessTokens, sessions });
  await app.register(masqueradeAuditPlugin, { db, clock });
  await app.register(openApiPlugin);

  await app.register(healthRoutes, { prefix: '/api', db });
  await app.register(themeRoutes, {
    prefix: '/api',
    themes: services.themes,
    defaultClient: config.defaultClient,
  });
  await app.register(contentRoutes, { prefix: '/api', db });
  await app.register(tenantContentRoutes, { prefix: '/api', db });
  await app.register(contactRoutes, {
    prefix: '/api',
    contact: createContactService({ db, clock, mailer, users: services.users }),
  });
  await app.register(assetRoutes, { prefix: '/api', db });
  await app.register(loginRoutes, {
    prefix: '/api',
    login,
    captcha,
    secureCookies,
    signInPerMinute: config.loginRateLimitPerMinute,
  });
  await app.register(singleSignOnRoutes, {
    prefix: '/api',
    sso: services.singleSignOn,
    secureCookies,
    signInPerMinute: config.loginRateLimitPerMinute,
  });
  await app.register(sessionRoutes, { prefix: '/api', sessions, secureCookies });
  await app.register(grantSignInRoutes, {
    prefix: '/api',
    grantSignIn: createGrantSignIn({
      db,
      clock,
      grants: services.signInGrants,
      sessions,
      ssoLogoutUrl: (providerId) => services.singleSignOn.logoutUrlForProvider(providerId),
    }),
    secureCookies,
    perMinute: config.loginRateLimitPerMinute,
  });
  // Masquerade links are made for the host's tenant and point to its own public address.
  const masqueradeLinks = { db, clock, grants: services.signInGrants, urls: config };
  await app.register(masqueradeRoutes, {
    prefix: '/api',
    masquerade: createMasqueradeService(masqueradeLinks),
  });
  await app.register(magicLinkRoutes, {
    prefix: '/api',
    magicLinks: createMagicLinkService({ db, clock, grants: services.signInGrants, mailer, login }),
    perMinute: config.loginRateLimitPerMinute,
  });
  await app.register(userRoutes, {
    prefix: '/api',
    users: createUserService({
      db,
      clock,
      directory: services.users,
      ssoLogoutUrl: (sessionId, tenant) => services.singleSignOn.logoutUrlForSession(sessionId, tenant),
    }),
    themes: services.themes,
  });
  await app.register(employeesRoutes, { prefix: '/api', db });
  await app.register(twoFactorRoutes, {
    prefix: '/api',
    twoFactor: createTwoFactorService({
      db,
      clock,
      // Seals with ENCRYPTION_KEY; opens secrets sealed under it or a previous key (key rotation).
      secrets: createSecretBox(config.encryptionKey, config.previousEncryptionKeys),
      sessions,
      mailer,
      users: services.users,
      themes: services.themes,
    }),
    secureCookies,
    perMinute: config.loginRateLimitPerMinute,
  });
  await app.register(accountRoutes, {
    prefix: '/api',
    db,
    clock,
    captcha,
    ...services.accounts,
    secureCookies,
    perMinute: config.loginRateLimitPerMinute,
  });

  // Command-line tools on this machine (npm run content) reach the data through here while this process
  // holds the embedded database; see modules/operator.
  await app.register(operatorScope, {
    prefix: '/api/operator',
    secretKey: config.secretKey,
    routes: async (scope) => {
      await contentOperatorRoutes({
        db,
        clock,
        forgetTenant: (clientId) => services.users.forgetTenant(clientId),
      })(scope);
      await masqueradeOperatorRoutes(masqueradeLinks)(scope);
      await ssoOperatorRoutes({
        db,
        clock,
        secrets: createSecretBox(config.encryptionKey, config.previousEncryptionKeys),
        config,
        forgetTenant: (slug) => services.tenants.invalidate(slug),
        forgetProvider: (providerId) => services.singleSignOn.forget(providerId),
      })(scope);
    },
  });
  if (singleInstance) {
    app.addHook('onListen', async () => {
      const address = app.server.address();
      if (address && typeof address === 'object') writeServerAddress(config.dataDir, address);
    });
    app.addHook('onClose', async () => removeServerAddress(config.dataDir));
  }

  await app.register(devMailboxRoutes, {
    db,
    tenants: services.tenants,
    defaultClient: config.defaultClient,
    enabled: config.smtpUrl === null && !config.production,
  });

  await app.register(staticWebPlugin, { webDistDir: config.webDistDir });
  return app;
}

/** A number of hops becomes a function: Fastify's types take booleans, addresses or a function. */
function trustProxySetting(setting: boolean | number) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
