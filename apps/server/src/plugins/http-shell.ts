/**
 * The cross-cutting plugins every request passes, in order: errors, security headers, compression, rate limits,
 * cookies, the host's tenant, who is asking (and may they), the masquerade audit, and the API docs. Registered
 * before any route, so that every route's access rule is checked (and its answers compressed) as it is added.
 */
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { authPlugin, type AuthPluginOptions } from './auth.ts';
import { compressionPlugin } from './compression.ts';
import { errorHandlerPlugin } from './error-handler.ts';
import { masqueradeAuditPlugin } from './masquerade-audit.ts';
import { openApiPlugin } from './openapi.ts';
import { rateLimitPlugin } from './rate-limit.ts';
import { securityHeadersPlugin } from './security-headers.ts';
import { tenantPlugin, type TenantLookup } from './tenant.ts';

export interface HttpShellOptions extends AuthPluginOptions {
  config: Config;
  db: Database;
  clock: Clock;
  tenants: TenantLookup;
}

export const httpShellPlugin = fp<HttpShellOptions>(
  async (app, options) => {
    const { config, db, clock, tenants, accessTokens, checkSession, permissionsOf } = options;
    await app.register(errorHandlerPlugin);
    await app.register(securityHeadersPlugin);
    await app.register(compressionPlugin);
    await app.register(rateLimitPlugin, {
      db,
      perMinute: config.rateLimitPerMinute,
      accountFailuresPerMinute: config.loginAccountFailureLimitPerMinute,
      failuresPerTenMinutes: config.loginFailureLimitPer10Minutes,
    });
    // Parsed only where read (lib/request-cookies.ts), not on every request.
    await app.register(cookie, { secret: config.secretKey, hook: false });
    await app.register(tenantPlugin, { tenants, defaultClient: config.defaultClient });
    await app.register(authPlugin, { accessTokens, checkSession, permissionsOf });
    await app.register(masqueradeAuditPlugin, { db, clock });
    await app.register(openApiPlugin);
  },
  { name: 'http-shell' },
);
