/**
 * Access rules (architecture section 4): every route declares one, the one plugin enforces it for each kind
 * of user, and tokens are bound to their tenant.
 */
import { ACCESS_DENIED_MESSAGE, SESSION_EXPIRED_MESSAGE, WRONG_SITE_MESSAGE } from '@portal/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { CLIENT_IDS, SCHEME_IDS, USER_IDS } from '../src/seed/ids.ts';
import type { UserType } from '../src/db/schema/index.ts';
import { createLogger } from '../src/lib/logger.ts';
import type { AccessRule } from '../src/plugins/auth.ts';
import { bearer, getWithToken, HOSTS, MINUTE, openSession, signIn, testClock } from './auth-helpers.ts';
import { createTestApp, createTestDatabase, seedDemo, testConfig, type TestApp } from './harness.ts';

/** Every API route and its rule. A new route must be added here, with the rule it should have. */
const EXPECTED: Record<string, AccessRule> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'GET /api/theme': 'public',
  'GET /api/theme/domain/:domain': 'public',
  'GET /api/policies/terms-conditions': 'public',
  'GET /api/policies/privacy-policy': 'public',
  'GET /api/policies/our-cookie-policy': 'public',
  'GET /api/assets/:clientSlug/:name': 'public',
  'POST /api/login/url': 'public',
  'GET /api/login/options': 'public',
  'GET /api/sso/:provider/start': 'public',
  'GET /api/sso/:provider/callback': 'public',
  'GET /api/sso/:provider/saml/metadata': 'public',
  'POST /api/sso/:provider/saml/acs': 'public',
  'GET /api/sso/:provider/saml/logout/:ticket': 'public',
  'GET /api/sso/:provider/saml/slo': 'public',
  'POST /api/login': 'public',
  'GET /api/altcha/challenge': 'public',
  'POST /api/auth/refresh': 'public',
  'POST /api/logout': 'authenticated',
  'POST /api/activation/:id': 'public',
  'POST /api/activation/dob': 'public',
  'PATCH /api/user/activate': 'public',
  'POST /api/forgot-password': 'public',
  'POST /api/password-reset/check': 'public',
  'POST /api/password-reset/dob': 'public',
  'POST /api/password-reset': 'public',
  'POST /api/password': 'public',
  'POST /api/user/password': 'authenticated',
  'POST /api/login/mfa': 'public',
  'POST /api/login/sso': 'public',
  'POST /api/v2/user/:id/mfa': 'public',
  'POST /api/v2/user/:id/mfa/validate': 'public',
  'POST /api/employee/mfa/validate/enforced': 'public',
  'POST /api/v2/user/:id/mfa/disable': 'authenticated',
  'DELETE /api/user/logout': 'public',
  'GET /api/login/setup': 'authenticated',
  'GET /api/user': 'authenticated',
  'PATCH /api/user': 'authenticated',
  'GET /api/ping': 'authenticated',
  'GET /api/v2/client/:clientId/employees': 'employer',
  'GET /api/v2/client/:clientId/employees/download-report': 'employer',
  'GET /api/client/:clientId/employees/:employeeId': 'employer',
  'GET /api/v2/client/:clientId/employees/two-factor-authentication': 'employer',
  'GET /api/v2/client/:clientId/employees/two-factor-authentication/enforcement-setting': 'employer',
  'PUT /api/v2/client/:clientId/employees/two-factor-authentication/enforcement-setting': 'employer',
  'POST /api/companies/:clientId/welcome-email-resends': 'employer',
  'POST /api/employees/:employeeId/welcome-email-resends': 'employer',
  'GET /api/v2/client/:clientId/employee-insights': 'employer',
  'GET /api/v2/client/:clientId/employee-insights/logins': 'employer',
  'GET /api/client/:clientId/data-load-template': 'employer',
  'POST /api/client/:clientId/data-loads': 'employer',
  'GET /api/employee-data-uploads/:uploadId': 'employer',
  'DELETE /api/employee-data-uploads/:uploadId': 'employer',
  'POST /api/employee-data-uploads/:uploadId/confirm': 'employer',
  'POST /api/employee-data-uploads/:uploadId/undo': 'employer',
  'GET /api/employee-data-uploads/:uploadId/rejected-rows': 'employer',
  'GET /api/employee-data-uploads/:uploadId/changes': 'employer',
  'GET /api/employee-data-uploads/:uploadId/eligibility-difference': 'employer',
  'GET /api/client/:clientId/date-last-upload': 'employer',
  'GET /api/client/:clientId/reports': 'employer',
  'GET /api/client/:clientId/reports/:reportId/download': 'employer',
  'GET /api/client/:clientId/reports/download-multiple': 'employer',
  'POST /api/client/:clientId/report-builds': 'employer',
  'GET /api/client/:clientId/report-builds/:buildId': 'employer',
  'GET /api/client/:clientId/report-builds/:buildId/download': 'employer',
  'GET /api/v2/scheme/selections/pending/': 'employer',
  'GET /api/v2/scheme/selections/:benefitId/pending/': 'employer',
  'PATCH /api/v2/scheme/selections/status/': 'employer',
  'GET /api/client/:clientId/benefit-takeup': 'employer',
  'GET /api/client/:clientId/benefit-takeup/:benefitId': 'employer',
  'GET /api/v2/client/:clientId/benefit-insights': 'employer',
  'GET /api/v2/client/:clientId/benefit-insights/:benefitId': 'employer',
  'GET /api/user/home-page-cards': 'authenticated',
  'GET /api/user/home-page-banner': 'authenticated',
  'GET /api/carousel': 'authenticated',
  'GET /api/cms-content/faqs': 'authenticated',
  'GET /api/cms-content/contact': 'authenticated',
  'POST /api/cms-content/contact': 'authenticated',
  'GET /api/user/profile': 'authenticated',
  'POST /api/masquerade/employer/:clientId/:userId': 'admin',
  'GET /api/masquerade/candidates': 'admin',
  'GET /api/masquerade/launcher': 'admin',
  'POST /api/magic-link/scheme/:schemeId/employee/:userId': 'employer',
  // The benefits catalogue: employees and employers have benefits; an administrator sees them by masquerading.
  'GET /api/benefits/user/eligible': 'authenticated',
  'GET /api/benefits/filters': 'authenticated',
  'GET /api/benefit/:id': 'authenticated',
  'GET /api/benefit/:id/with-selection': 'authenticated',
  'GET /api/benefit/:id/related_FAQ': 'authenticated',
  'GET /api/benefit/:id/related_benefits': 'authenticated',
  'GET /api/ccv/balance': 'authenticated',
  'GET /api/benefit/:id/selection': 'authenticated',
  'POST /api/benefit/:id/selection': 'authenticated',
  'PATCH /api/selection/:id': 'authenticated',
  'POST /api/selections/costs': 'authenticated',
  'GET /api/selections/client/:clientId/employees/:employeeId': 'employer',
  'POST /api/selection/:id/claims': 'authenticated',
  'GET /api/claims/:id/receipt': 'authenticated',
  'GET /dev/mailbox': 'public',
  'GET /dev/mailbox.json': 'public',
  'GET /dev/mailbox.css': 'public',
  'GET /api/user/family': 'authenticated',
  'POST /api/user/:schemeId/family-members': 'authenticated',
  'PATCH /api/user/family-members/:id': 'authenticated',
  'GET /api/user/policies': 'authenticated',
  'GET /api/client/life-events/available': 'authenticated',
  'GET /api/client/life-events': 'authenticated',
  'POST /api/client/life-events': 'authenticated',
  'GET /api/client/:clientId/employees/life-events': 'employer',
  'PATCH /api/client/:clientId/employees/life-events/:id': 'employer',
  'GET /api/client/:clientId/employees/life-events/:id/evidence': 'employer',
  'GET /api/benefit-group/:id/contributions': 'authenticated',
  'GET /api/user/selections/mtb/card': 'authenticated',
  'GET /api/user/selections/mtb/page': 'authenticated',
  'GET /api/ccv/manage': 'employer',
  'GET /api/client/:clientId/audit': 'employer',
  'GET /api/client/:clientId/audit/download': 'employer',
  'POST /api/ccv/manage/frame-code': 'employer',
  // The voucher management frame checks its own code and frame session (modules/vouchers).
  'GET /voucher-management': 'public',
  'GET /voucher-management/theme.css': 'public',
  // What a crawler and a browser ask of any site (plugins/static-web.ts).
  'GET /robots.txt': 'public',
  'GET /manifest.webmanifest': 'public',
  // The operator console (issue 35): platform administrators with two-factor, on the platform host.
  'GET /api/console/clients': 'operator',
  'GET /api/console/clients/:clientSlug': 'operator',
  'PUT /api/console/clients/:clientSlug/archived': 'operator',
  'POST /api/console/clients': 'operator',
  'GET /api/console/clients/:clientSlug/settings': 'operator',
  'GET /api/console/administrators': 'operator',
  'GET /api/console/clock': 'operator',
  'PUT /api/console/clock': 'operator',
  'DELETE /api/console/clock': 'operator',
  'GET /api/demo-clock': 'public',
  'GET /api/console/clients/:clientSlug/benefits': 'operator',
  'POST /api/console/clients/:clientSlug/benefits': 'operator',
  'GET /api/console/clients/:clientSlug/benefit-templates': 'operator',
  'GET /api/console/clients/:clientSlug/benefits/:benefitId': 'operator',
  'PUT /api/console/clients/:clientSlug/benefits/:benefitId': 'operator',
  'PUT /api/console/clients/:clientSlug/benefits/:benefitId/retired': 'operator',
  'GET /api/console/clients/:clientSlug/benefits/:benefitId/terms': 'operator',
  'POST /api/console/clients/:clientSlug/benefits/:benefitId/terms': 'operator',
  'GET /api/console/clients/:clientSlug/benefits/:benefitId/preview/:employeeId': 'operator',
  'POST /api/console/clients/:clientSlug/benefits/:benefitId/preview/:employeeId/costs': 'operator',
  'POST /api/console/clients/:clientSlug/benefit-groups': 'operator',
  'PUT /api/console/clients/:clientSlug/benefit-groups/:groupCode': 'operator',
  'PUT /api/console/clients/:clientSlug/benefit-group-order': 'operator',
  'GET /api/console/clients/:clientSlug/employers': 'operator',
  'PUT /api/console/clients/:clientSlug/employers/:userId/permissions': 'operator',
  'POST /api/console/administrators': 'operator',
  'DELETE /api/console/administrators/:userId': 'operator',
  'POST /api/console/clients/:clientSlug/employers': 'operator',
  'GET /api/console/clients/:clientSlug/masquerade': 'operator',
  'GET /api/console/clients/:clientSlug/masquerade/candidates': 'operator',
  'POST /api/console/clients/:clientSlug/masquerade/:userId': 'operator',
  'PUT /api/console/clients/:clientSlug/settings': 'operator',
  'GET /api/console/audit': 'operator',
  'GET /api/console/audit/download': 'operator',
  'GET /api/console/clients/:clientSlug/theme': 'operator',
  'PUT /api/console/clients/:clientSlug/theme': 'operator',
  'POST /api/console/clients/:clientSlug/theme/images/:kind': 'operator',
  'GET /api/console/clients/:clientSlug/content': 'operator',
  'PUT /api/console/clients/:clientSlug/content': 'operator',
  'POST /api/console/clients/:clientSlug/policies/:type': 'operator',
  'GET /api/console/clients/:clientSlug/sso': 'operator',
  'POST /api/console/clients/:clientSlug/sso/oidc': 'operator',
  'POST /api/console/clients/:clientSlug/sso/saml': 'operator',
  'DELETE /api/console/clients/:clientSlug/sso/providers/:provider': 'operator',
  'PUT /api/console/clients/:clientSlug/sso/providers/:provider/mfa-trust': 'operator',
  'POST /api/console/clients/:clientSlug/sso/providers/:provider/metadata-refresh': 'operator',
  'POST /api/console/clients/:clientSlug/sso/providers/:provider/rollover': 'operator',
  'GET /api/console/clients/:clientSlug/scheme': 'operator',
  'POST /api/console/clients/:clientSlug/scheme': 'operator',
  'PUT /api/console/clients/:clientSlug/scheme/:year/current': 'operator',
  'POST /api/console/clients/:clientSlug/scheme/:year/windows': 'operator',
  'PUT /api/console/clients/:clientSlug/scheme/:year/windows/:windowId': 'operator',
  'DELETE /api/console/clients/:clientSlug/scheme/:year/windows/:windowId': 'operator',
  'PUT /api/console/clients/:clientSlug/scheme/:year/payroll-schedule': 'operator',
};

type Who = 'anonymous' | UserType;
const WHO: readonly Who[] = ['anonymous', 'employee', 'employer', 'admin'];
/** Which callers each rule admits. */
const ADMITS: Record<AccessRule, readonly Who[]> = {
  public: WHO,
  authenticated: ['employee', 'employer', 'admin'],
  employee: ['employee'],
  employer: ['employer', 'admin'],
  admin: ['admin'],
  // The console's: only on the platform host (console-access.test.ts), so nobody here.
  operator: [],
};
const PEOPLE: Record<UserType, { id: string; clientId: string | null; userType: UserType }> = {
  employee: { id: USER_IDS.demoEmployee, clientId: CLIENT_IDS.demo, userType: 'employee' },
  employer: { id: USER_IDS.demoEmployer, clientId: CLIENT_IDS.demo, userType: 'employer' },
  admin: { id: USER_IDS.platformAdmin, clientId: null, userType: 'admin' },
};

const time = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
});
afterAll(() => t.close());

/** A request to `route` by `who`, each signed-in caller with a session of its own (logout ends one). */
async function call(route: string, who: Who) {
  const [method, url] = route.split(' ') as [string, string];
  const path = url
    .replace(':clientId', CLIENT_IDS.demo)
    .replace(':userId', USER_IDS.demoEmployee)
    .replace(':schemeId', SCHEME_IDS.demo2026)
    .replace(':domain', 'demo.localhost')
    .replace(':clientSlug', 'demo')
    .replace(':slug', 'demo')
    .replace(':name', 'logo.svg');
  const headers: Record<string, string> = { host: HOSTS.demo };
  if (who !== 'anonymous')
    Object.assign(headers, bearer((await openSession(t.app, PEOPLE[who])).accessToken));
  return t.app.inject({ method: method as 'GET', url: path, headers });
}

describe('access rules', () => {
  it('are declared by every API route, as listed here', () => {
    const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
    const routes = t.app.routeAccess.filter((route) => !isDocs(route.url));
    for (const route of routes) expect(route).toMatchObject({ declared: true });
    const byRoute = routes
      .filter((route) => route.method !== 'HEAD')
      .map((route) => [`${route.method} ${route.url}`, route.access]);
    expect(Object.fromEntries(byRoute)).toEqual(EXPECTED);
    // HEAD routes that Fastify adds for GET routes carry the same rule.
    for (const head of routes.filter((route) => route.method === 'HEAD')) {
      expect(head.access).toBe(EXPECTED[`GET ${head.url}`]);
    }
    // Only the API docs (a library's routes, no user data) are public without saying so.
    for (const route of t.app.routeAccess.filter((candidate) => isDocs(candidate.url))) {
      expect(route).toMatchObject({ access: 'public', declared: false });
    }
  });

  it('are required: a route without one cannot be added', async () => {
    const handle = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database: handle, logger: createLogger('silent') });
    try {
      expect(() => app.get('/api/unguarded', async () => ({}))).toThrow(
        'GET /api/unguarded declares no access rule (config.access)',
      );
    } finally {
      await app.close();
      await handle.close();
    }
  });

  describe.each(Object.entries(EXPECTED))('%s', (route, rule) => {
    it.each(WHO)(`is ${rule}: %s`, async (who) => {
      const response = await call(route, who);
      if (rule === 'public') {
        // A public route ignores who asks: the same answer as for nobody.
        expect(response.statusCode).toBe((await call(route, 'anonymous')).statusCode);
      } else if (ADMITS[rule].includes(who)) {
        expect([401, 403]).not.toContain(response.statusCode);
      } else if (who === 'anonymous') {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE });
      } else {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: ACCESS_DENIED_MESSAGE });
      }
    });
  });
});

describe('the employee and admin rules', () => {
  let app: TestApp['app'];
  let close: () => Promise<void>;
  beforeAll(async () => {
    // The real application, with two routes of its own for the rules no API route uses yet.
    const handle = await createTestDatabase();
    await seedDemo(handle.db);
    app = await buildApp({ config: testConfig(), database: handle, logger: createLogger('silent') });
    app.get('/api/test/employee-only', { config: { access: 'employee' } }, async () => ({ ok: true }));
    app.get('/api/test/admin-only', { config: { access: 'admin' } }, async () => ({ ok: true }));
    await app.ready();
    close = async () => {
      await app.close();
      await handle.close();
    };
  });
  afterAll(() => close());

  it.each([
    ['/api/test/employee-only', { employee: 200, employer: 403, admin: 403 }],
    ['/api/test/admin-only', { employee: 403, employer: 403, admin: 200 }],
  ] as const)('%s', async (url, expected) => {
    for (const who of ['employee', 'employer', 'admin'] as const) {
      const { accessToken } = await openSession(app, PEOPLE[who]);
      const response = await getWithToken(app, url, accessToken);
      expect(response.statusCode).toBe(expected[who]);
    }
    expect((await app.inject({ method: 'GET', url, headers: { host: HOSTS.demo } })).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it("are refused on another tenant's host, or a host with no tenant", async () => {
    const { accessToken } = await signIn(t.app, 'employee@demo.test');
    for (const host of [HOSTS.northwind, HOSTS.nowhere]) {
      const response = await getWithToken(t.app, '/api/user', accessToken, host);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: WRONG_SITE_MESSAGE });
    }
    expect((await getWithToken(t.app, '/api/user', accessToken, HOSTS.demo)).statusCode).toBe(200);
  });

  it("of a platform administrator are accepted on every tenant's host", async () => {
    const { accessToken } = await openSession(t.app, PEOPLE.admin);
    for (const [host, clientName] of [
      [HOSTS.demo, 'Demo Ltd'],
      [HOSTS.northwind, 'Northwind Traders'],
    ] as const) {
      const response = await getWithToken(t.app, '/api/login/setup', accessToken, host);
      expect(response.statusCode).toBe(200);
      expect(response.json().client.clientName).toBe(clientName);
    }
  });

  it('expire after 15 minutes, with a sentence the web app shows', async () => {
    const { accessToken, refreshToken } = await signIn(t.app, 'employer@demo.test');
    time.advance(14 * MINUTE);
    expect((await getWithToken(t.app, '/api/ping', accessToken)).statusCode).toBe(200);
    time.advance(MINUTE + 10_000);
    const expired = await getWithToken(t.app, '/api/ping', accessToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE });
    // The session itself lives on: the ping 1 minute ago was activity.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          cookies: { refresh_token: refreshToken },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('are refused when forged, tampered with or malformed', async () => {
    const { accessToken } = await signIn(t.app, 'employee@demo.test');
    const [header, payload] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const asEmployer = Buffer.from(JSON.stringify({ ...claims, typ: 'employer' })).toString('base64url');
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-our-secret-key-not-our-secret-key'));
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    for (const token of [
      `${header}.${asEmployer}.${accessToken.split('.')[2]}`,
      otherKey,
      unsigned,
      'garbage',
    ]) {
      const response = await getWithToken(t.app, '/api/user', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE });
    }
  });

  it('are read from Authorization first, then X-Bearer-Token', async () => {
    const { accessToken } = await signIn(t.app, 'employee@demo.test');
    const both = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: 'Bearer garbage', 'x-bearer-token': accessToken },
    });
    expect(both.statusCode).toBe(401);
    const only = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { 'x-bearer-token': accessToken },
    });
    expect(only.statusCode).toBe(200);
  });
});
