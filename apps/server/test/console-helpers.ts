/**
 * Console helpers for API tests (issue 35): the operator's real sign-in on the platform host (password, then
 * the code of the demo administrator's authenticator), and the sessions the console must refuse.
 */
import type { App } from '../src/app.ts';
import type { Clock } from '../src/lib/clock.ts';
import { DEMO_TOTP_SECRETS } from '../src/seed/demo-world.ts';
import { CLIENT_IDS, USER_IDS } from '../src/seed/ids.ts';
import { openSession as openAppSession, sessions } from '../src/modules/auth/index.ts';
import { findClientBySlug } from '../src/modules/tenants/index.ts';
import { bearer, HOSTS, openSession } from './auth-helpers.ts';
import { codeAt, loginWithCode, passwordStep, STEP_MS } from './two-factor-helpers.ts';

export const ADMIN_EMAIL = 'admin@platform.test';

/**
 * The access token of the demo administrator signed in on the platform host with their second factor. The
 * test's clock moves on by one code's step, as a code is accepted once.
 */
export async function operatorToken(
  app: App,
  time: { clock: Clock; advance(ms: number): void },
): Promise<string> {
  time.advance(STEP_MS);
  const { clock } = time;
  const challenge = await passwordStep(app, ADMIN_EMAIL, 'validate', HOSTS.platform);
  const response = await loginWithCode(
    app,
    challenge,
    codeAt(DEMO_TOTP_SECRETS.platformAdmin, clock),
    HOSTS.platform,
  );
  if (response.statusCode !== 200)
    throw new Error(`operator sign-in: ${response.statusCode} ${response.body}`);
  return response.json().access_token as string;
}

/** The administrator's session that skipped the second factor (as a test-only session can). */
export async function adminWithoutTwoFactor(app: App): Promise<string> {
  const site = await findClientBySlug(app.context.db, 'platform');
  const admin = { id: USER_IDS.platformAdmin, clientId: null, userType: 'admin' as const };
  return (await openSession(app, admin, site!.id)).accessToken;
}

/**
 * The console session of another administrator (`userId`), as if their sign-in on the platform host had
 * passed two-factor: for a test that needs two operators at once.
 */
export async function operatorSessionOf(app: App, userId: string): Promise<string> {
  const site = await findClientBySlug(app.context.db, 'platform');
  const issued = await openAppSession(
    app.context.use(sessions),
    { id: userId, clientId: null, userType: 'admin' },
    {
      tenantId: site!.id,
      deviceToken: null,
      origin: { ip: '127.0.0.1', userAgent: 'api test' },
      twoFactorVerified: true,
    },
  );
  return issued.accessToken;
}

/** Sessions of the demo tenant's employee and employer. */
export async function tenantToken(app: App, who: 'employee' | 'employer'): Promise<string> {
  const id = who === 'employee' ? USER_IDS.demoEmployee : USER_IDS.demoEmployer;
  return (await openSession(app, { id, clientId: CLIENT_IDS.demo, userType: who })).accessToken;
}

/** A request to the console's API on `host` (the platform host unless told). */
export function consoleRequest(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: { token?: string; host?: string; payload?: object } = {},
) {
  return app.inject({
    method,
    url,
    headers: { host: options.host ?? HOSTS.platform, ...(options.token ? bearer(options.token) : {}) },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}
