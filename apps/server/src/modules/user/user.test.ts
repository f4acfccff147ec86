/** The signed-in user: login setup, the user record, and accepting updated terms. */
import { eq } from 'drizzle-orm';
import { loginSetupResponseSchema, userSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { CLIENT_IDS, DEMO_CURRENT_TERMS_REVISION, SCHEME_IDS, USER_IDS } from '../../seed/ids.ts';
import { contentFacts, saveContentRevision } from '../content/index.ts';
import { bearer, getWithToken, HOSTS, openSession, signIn } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { TERMS_CHANGED_MESSAGE } from './user.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

const patchUser = (accessToken: string, payload: object, host: string = HOSTS.demo) =>
  t.app.inject({ method: 'PATCH', url: '/api/user', headers: { host, ...bearer(accessToken) }, payload });

describe('GET /api/login/setup', () => {
  it('answers what the session needs for employee@demo.test, terms up to date', async () => {
    const { accessToken } = await signIn(t.app, 'employee@demo.test');
    const response = await getWithToken(t.app, '/api/login/setup', accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const setup = loginSetupResponseSchema.parse(response.json());
    expect(setup).toEqual({
      user: {
        id: USER_IDS.demoEmployee,
        firstLogin: false,
        isInsightsEnabled: false,
        client: { id: CLIENT_IDS.demo, clientName: 'Demo Ltd' },
      },
      client: {
        id: CLIENT_IDS.demo,
        clientName: 'Demo Ltd',
        contactUsEnabled: true,
        clientExceptions: [
          { code: 'insights', status: false },
          { code: 'contact-us', status: true },
          { code: 'two-factor-enforced', status: false },
          { code: 'sso-only', status: false },
          { code: 'data-load-eligibility-impact', status: true },
        ],
        scheme: {
          id: SCHEME_IDS.demo2026,
          schemeYear: 2026,
          startsOn: '2026-04-01',
          endsOn: '2027-03-31',
          theme: { core: false, primaryColour: '#00857c', secondaryColour: '#272a31' },
          baseFont: 'Lato',
          headerFont: 'Montserrat',
          avatarSet: { avatarsetPlainFileURL: null },
        },
      },
      cmsData: { reference: 'demo', live: true, faqs: true, sso_access_only: false },
      id: USER_IDS.demoEmployee,
      name: 'Alex Morgan',
      firstName: 'Alex',
      surname: 'Morgan',
      email: 'employee@demo.test',
      avatar: null,
      userType: 'employee',
      employmentStatus: 'active',
      siteTermsUpdated: false,
      termsRevision: DEMO_CURRENT_TERMS_REVISION,
      primary: '#00857c',
      benefitBrandName: 'Demo Benefits',
      supportEmail: 'support@demo.test',
      contactEmail: 'hr@demo.test',
      supportNumber: '0161 496 0000',
      clientLogo: '/api/assets/demo/logo.svg',
      brandHeaderLogo: '/api/assets/demo/header-logo.svg',
      brandHeaderLogoMobile: '/api/assets/demo/mobile-logo.svg',
      contactUsEnabled: true,
      isDataLoadEligibilityImpactEnabled: true,
      ssoLogoutUrl: null,
      twoFactorEnabled: false,
      twoFactorEnforced: false,
      permissions: [],
      masquerade: null,
      demoClock: null,
    });
  });

  it('shows a platform administrator the tenant of the host, with no terms to accept', async () => {
    const admin = await openSession(t.app, { id: USER_IDS.platformAdmin, clientId: null, userType: 'admin' });
    const setup = (await getWithToken(t.app, '/api/login/setup', admin.accessToken, HOSTS.northwind)).json();
    expect(setup).toMatchObject({
      user: { client: null },
      client: { id: CLIENT_IDS.northwind, clientName: 'Northwind Traders', contactUsEnabled: false },
      userType: 'admin',
      siteTermsUpdated: false,
      termsRevision: 1,
      twoFactorEnabled: true,
      twoFactorEnforced: true,
      permissions: ['approver', 'reports', 'uploads', 'settings'],
      primary: '#c2410c',
      supportNumber: 'TBC',
    });
  });
});

describe('terms updated since the user accepted them', () => {
  it('are reported, and accepting the current revision records it', async () => {
    await t.db.update(users).set({ termsRevisionAccepted: 2 }).where(eq(users.id, USER_IDS.demoLeaver));
    const { accessToken } = await signIn(t.app, 'leaver@demo.test');
    const setup = (await getWithToken(t.app, '/api/login/setup', accessToken)).json();
    expect(setup).toMatchObject({ siteTermsUpdated: true, termsRevision: 3 });
    expect((await getWithToken(t.app, '/api/user', accessToken)).json()).toMatchObject({
      siteTermsUpdated: true,
      termsRevision: 2,
    });

    const stale = await patchUser(accessToken, { termsAccepted: true, termsRevision: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: TERMS_CHANGED_MESSAGE });

    const accepted = await patchUser(accessToken, { termsAccepted: true, termsRevision: 3 });
    expect(accepted.statusCode).toBe(200);
    expect(userSchema.parse(accepted.json())).toEqual({
      id: USER_IDS.demoLeaver,
      email: 'leaver@demo.test',
      firstName: 'Taylor',
      surname: 'Reed',
      name: 'Taylor Reed',
      userType: 'employee',
      employmentStatus: 'left',
      termsRevision: 3,
      siteTermsUpdated: false,
      firstLogin: false,
      twoFactorEnabled: false,
      twoFactorEnforced: false,
    });
    expect((await getWithToken(t.app, '/api/login/setup', accessToken)).json().siteTermsUpdated).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.id, USER_IDS.demoLeaver));
    expect(row?.termsRevisionAccepted).toBe(3);
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
  });

  it('come back for everyone when the tenant publishes a new revision', async () => {
    const { accessToken } = await signIn(t.app, 'employer@demo.test');
    await saveContentRevision(t.db, {
      clientId: CLIENT_IDS.demo,
      type: 'terms',
      title: 'Terms and conditions',
      html: '<p>This is version 4.</p>',
    });
    // Publishing directly, not through the app: its cached facts of the tenant are forgotten by hand.
    t.app.context.use(contentFacts).forgetTenant(CLIENT_IDS.demo);
    expect((await getWithToken(t.app, '/api/login/setup', accessToken)).json()).toMatchObject({
      siteTermsUpdated: true,
      termsRevision: 4,
    });
    expect((await patchUser(accessToken, { termsAccepted: true, termsRevision: 4 })).json()).toMatchObject({
      siteTermsUpdated: false,
      termsRevision: 4,
    });
  });

  it('refuses a patch that accepts nothing', async () => {
    const { accessToken } = await signIn(t.app, 'employee@demo.test');
    for (const payload of [{}, { termsAccepted: false, termsRevision: 4 }, { termsAccepted: true }]) {
      const response = await patchUser(accessToken, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });
});

describe('GET /api/user', () => {
  it('answers the signed-in user, through either bearer header', async () => {
    const { accessToken } = await signIn(t.app, 'employer@demo.test');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { 'x-bearer-token': accessToken },
    });
    expect(response.statusCode).toBe(200);
    expect(userSchema.parse(response.json())).toMatchObject({
      id: USER_IDS.demoEmployer,
      name: 'Sam Patel',
      userType: 'employer',
    });
  });
});
