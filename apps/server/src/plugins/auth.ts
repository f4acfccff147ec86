/**
 * Who is asking, and may they (architecture section 4, Access rules). Every route declares
 * `config: { access }`; this one plugin enforces it before the body is read:
 *   public        anyone
 *   authenticated any signed-in user
 *   employee      employees
 *   employer      employers and platform administrators
 *   admin         platform administrators
 *   operator      platform administrators on the platform host, signed in with two-factor (the console)
 * A missing, invalid or expired token, an ended session, or a token of another tenant answers 401 with a
 * message the web app shows; a user type the rule does not admit answers 403. A route with no rule fails at
 * start-up, except the API docs and the web app's files, which are public by nature.
 *
 * The token's tenant must be the host's tenant; platform administrators (no client) may use any tenant's
 * host, and then act for that tenant. Hosts that name no tenant accept no token, but the platform host's
 * administrators (plugins/tenant.ts), on `authenticated` and `operator` routes only (access-admission.ts).
 *
 * A route may also name the employer `permission` it needs (approver, reports, uploads, settings; platform
 * administrators hold them all; 403 without it), and `clientParam`, the path parameter that must be the
 * caller's client: another tenant's id answers 404, as a record of another tenant does. A route whose path has
 * a `:clientId` parameter and no `clientParam` fails at start-up, so that no such route forgets the check.
 *
 * Masquerade (issue 7): a masquerade session belongs to the acted-as user, so its principal is that user and
 * carries `masquerade` (the administrator and the scheme year). Its requests must carry X-Masquerade (the
 * acted-as user id) and X-Masquerade-Scheme-Year matching the session, else 403; any other session's request
 * carrying either header is refused too: the headers never grant anything by themselves. Routes flagged
 * `blockedWhileMasquerading` refuse a masquerade session with 403.
 */
import {
  accessRules,
  ACCESS_DENIED_MESSAGE,
  BEARER_TOKEN_HEADER,
  MASQUERADE_BLOCKED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  WRONG_SITE_MESSAGE,
  type AccessRule,
  type EmployerPermission,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ClientRow, UserType } from '../db/schema/index.ts';
import type { AccessTokens } from '../lib/access-token.ts';
import { HttpError } from '../lib/http-error.ts';
import { admits, isOperator, usableOnPlatformHost } from './access-admission.ts';
import { DOCS_PREFIX } from './openapi.ts';
import { checkMasqueradeHeaders } from './masquerade-headers.ts';

export { accessRules, type AccessRule };

/** A record of another tenant, as far as the caller can tell, does not exist. */
export const NOT_FOUND_MESSAGE = 'Not found';

/** The signed-in user a request acts for. */
export interface Principal {
  userId: string;
  userType: UserType;
  /** The tenant the request acts on: the user's client, or the host's tenant for a platform administrator. */
  clientId: string;
  /** That tenant's row; on the platform host (`platformHost`, issue 35) the platform's own record. */
  tenant: ClientRow;
  platformHost: boolean;
  /** The user's own client; null for a platform administrator. */
  homeClientId: string | null;
  sessionId: string;
  /** False only on routes that accept an ended session (logout). */
  sessionActive: boolean;
  /** The sign-in that began the session passed a second factor. */
  twoFactorVerified: boolean;
  /** Set in a masquerade session: the platform administrator acting as `userId`, for a scheme year. */
  masquerade: MasqueradeFacts | null;
  /** The identity provider of a single-sign-on session. */
  identityProviderId: string | null;
  /** A single-sign-on session: the provider's end-session address, when it offers one (login setup's). */
  ssoLogoutUrl: string | null;
}

export interface MasqueradeFacts {
  adminId: string;
  schemeYear: number;
  /** When the masquerade session ends. */
  endsAt: Date;
}

/** A request of a masquerade session, known as soon as its session is (also when the request is refused). */
export interface MasqueradeRequest extends MasqueradeFacts {
  actedAsUserId: string;
  clientId: string;
  sessionId: string;
}

export interface RouteAccess {
  method: string;
  url: string;
  access: AccessRule;
  permission: EmployerPermission | null;
  clientParam: string | null;
  /** False for the library routes that are public by nature (API docs, web app files). */
  declared: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
    /** The employer permission the route needs (platform administrators hold every one). */
    permission?: EmployerPermission;
    /** The path parameter that must be the caller's client (another tenant's answers 404). */
    clientParam?: string;
    /** Accept a valid token whose session has already ended (so that logout is idempotent). */
    allowEndedSession?: boolean;
    /** On a public route: set the principal when a valid token comes along, and ignore a bad one. */
    identifyIfSignedIn?: boolean;
    /** Refused (403) to a masquerade session: password, two-factor, e-mail and magic-link changes. */
    blockedWhileMasquerading?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** Set for every request of a masquerade session (plugins/masquerade-audit.ts audits it). */
    masqueradeRequest: MasqueradeRequest | null;
  }
  interface FastifyInstance {
    /** Every route with its access rule, as registered. */
    routeAccess: readonly RouteAccess[];
  }
}

/** Routes added by libraries (the API docs, the web app's files): public, as they carry no user data. */
function isPublicByNature(url: string): boolean {
  return !url.startsWith('/api') || url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);
}

/** The bearer token: Authorization first, then X-Bearer-Token (spec section 7 sends both). */
export function bearerToken(request: FastifyRequest): string | null {
  const authorization = request.headers.authorization;
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (match?.[1]) return match[1];
  }
  const header = request.headers[BEARER_TOKEN_HEADER.toLowerCase()];
  return typeof header === 'string' && header.length > 0 ? header : null;
}

/** What the plugin needs of the sessions (is one usable, how it began) and the user directory. */
export interface AuthPluginOptions {
  accessTokens: AccessTokens;
  checkSession(sessionId: string, userId: string): Promise<SessionCheckResult>;
  /** The employer permissions a user holds now. */
  permissionsOf(userId: string): Promise<readonly EmployerPermission[]>;
}

/** How a session began, as the principal tells it. */
type SessionFacts = Pick<Principal, 'twoFactorVerified' | 'identityProviderId' | 'ssoLogoutUrl'> & {
  masquerade: Omit<MasqueradeFacts, 'endsAt'> | null;
};
type SessionCheckResult = { state: 'unknown' } | ({ state: 'active' | 'ended'; endsAt: Date } & SessionFacts);

/** Refuses a route whose path names a client but that does not say it must be the caller's. */
function assertClientParamDeclared(url: string, access: AccessRule, clientParam: string | undefined): void {
  if (access === 'public' || clientParam !== undefined || !url.includes(':clientId')) return;
  throw new Error(`${url} has a :clientId parameter but declares no clientParam (config.clientParam)`);
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, { accessTokens, checkSession, permissionsOf }) => {
    const routes: RouteAccess[] = [];
    app.decorate('routeAccess', routes);
    app.decorateRequest('principal', null);
    app.decorateRequest('masqueradeRequest', null);

    app.addHook('onRoute', (route) => {
      let access = route.config?.access;
      const declared = access !== undefined;
      if (access === undefined) {
        if (!isPublicByNature(route.url)) {
          throw new Error(`${String(route.method)} ${route.url} declares no access rule (config.access)`);
        }
        access = 'public';
        route.config = { ...route.config, access };
      }
      const { permission, clientParam } = route.config ?? {};
      assertClientParamDeclared(route.url, access, clientParam);
      for (const method of [route.method].flat()) {
        routes.push({
          method,
          url: route.url,
          access,
          permission: permission ?? null,
          clientParam: clientParam ?? null,
          declared,
        });
      }
    });

    /** The principal of a request's token, or an HttpError (401, or 403 for a user type `access` refuses). */
    async function identify(
      request: FastifyRequest,
      access: Exclude<AccessRule, 'public'>,
      allowEndedSession: boolean,
    ): Promise<Principal> {
      const token = bearerToken(request);
      const verified = token ? await accessTokens.verify(token) : null;
      if (!verified?.ok) throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
      const { claims } = verified;
      const tenant = request.tenant ?? (claims.clientId === null ? request.platformSite : null);
      if (!tenant || (claims.clientId !== null && claims.clientId !== tenant.id)) {
        throw new HttpError(401, WRONG_SITE_MESSAGE);
      }
      const session = await checkSession(claims.sessionId, claims.userId);
      if (session.state === 'unknown' || (session.state === 'ended' && !allowEndedSession)) {
        throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
      }
      const masquerade = session.masquerade && { ...session.masquerade, endsAt: session.endsAt };
      if (masquerade) {
        request.masqueradeRequest = {
          ...masquerade,
          actedAsUserId: claims.userId,
          clientId: tenant.id,
          sessionId: claims.sessionId,
        };
      }
      checkMasqueradeHeaders(request, claims.userId, masquerade);
      if (!admits(access, claims.userType) || (request.platformHost && !usableOnPlatformHost(access))) {
        throw new HttpError(403, ACCESS_DENIED_MESSAGE);
      }
      return {
        userId: claims.userId,
        userType: claims.userType,
        clientId: tenant.id,
        tenant,
        platformHost: request.platformHost,
        homeClientId: claims.clientId,
        sessionId: claims.sessionId,
        sessionActive: session.state === 'active',
        twoFactorVerified: session.twoFactorVerified,
        masquerade,
        identityProviderId: session.identityProviderId,
        ssoLogoutUrl: session.ssoLogoutUrl,
      };
    }

    /** The route's permission and client parameter, for a principal its user type admits. */
    async function checkRouteRules(request: FastifyRequest, principal: Principal): Promise<void> {
      const { access, permission, clientParam } = request.routeOptions.config;
      if (access === 'operator' && !isOperator(principal)) throw new HttpError(403, ACCESS_DENIED_MESSAGE);
      if (permission && principal.userType !== 'admin') {
        if (!(await permissionsOf(principal.userId)).includes(permission)) {
          throw new HttpError(403, ACCESS_DENIED_MESSAGE);
        }
      }
      if (clientParam) {
        const named = (request.params as Record<string, unknown> | undefined)?.[clientParam];
        if (named !== principal.clientId) throw new HttpError(404, NOT_FOUND_MESSAGE);
      }
    }

    async function authorise(request: FastifyRequest, access: AccessRule): Promise<void> {
      const { allowEndedSession = false } = request.routeOptions.config;
      if (access !== 'public') {
        request.principal = await identify(request, access, allowEndedSession);
        await checkRouteRules(request, request.principal);
      } else {
        request.principal = await identify(request, 'authenticated', false).catch(() => null);
      }
      if (request.masqueradeRequest && request.routeOptions.config.blockedWhileMasquerading) {
        throw new HttpError(403, MASQUERADE_BLOCKED_MESSAGE);
      }
    }

    // A callback hook, so that a public request nobody need be identified on costs no promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const { access, identifyIfSignedIn = false } = request.routeOptions.config;
      // Paths no route answers have no rule: they reach the not-found handler.
      if (access === undefined || (access === 'public' && !(identifyIfSignedIn && bearerToken(request)))) {
        done();
        return;
      }
      authorise(request, access).then(() => done(), done);
    });
  },
  { name: 'auth', dependencies: ['tenant'] },
);

/** The principal of a route whose rule is not public (the plugin has set it). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('principalOf() on a route without an access rule');
  return request.principal;
}
