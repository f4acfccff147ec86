import type { ContentPage, LoginSetupResponse, LoginTokenResponse } from '@portal/contracts';
import type { SessionState } from '../lib/state/session-slice.ts';

/** Answers the server gives in the sign-in journeys, shaped by the contracts (packages/contracts). */

export function loginSetup(overrides: Partial<LoginSetupResponse> = {}): LoginSetupResponse {
  return {
    user: {
      id: 'user-alex',
      firstLogin: false,
      isInsightsEnabled: false,
      client: { id: 'client-demo', clientName: 'Demo Ltd' },
    },
    client: {
      id: 'client-demo',
      clientName: 'Demo Ltd',
      contactUsEnabled: true,
      clientExceptions: [],
      scheme: {
        id: 'scheme-2026',
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
    id: 'user-alex',
    name: 'Alex Morgan',
    firstName: 'Alex',
    surname: 'Morgan',
    email: 'employee@demo.test',
    avatar: null,
    userType: 'employee',
    employmentStatus: 'active',
    siteTermsUpdated: false,
    termsRevision: 3,
    primary: '#00857c',
    benefitBrandName: 'Demo Benefits',
    supportEmail: 'support@demo.test',
    contactEmail: 'hr@demo.test',
    supportNumber: '0161 496 0000',
    clientLogo: null,
    brandHeaderLogo: '/logos/default-header-logo.svg',
    brandHeaderLogoMobile: '/logos/default-mobile-logo.svg',
    contactUsEnabled: true,
    isDataLoadEligibilityImpactEnabled: false,
    ssoLogoutUrl: null,
    twoFactorEnabled: false,
    twoFactorEnforced: false,
    permissions: [],
    ...overrides,
  };
}

export function tokenAnswer(overrides: Partial<LoginTokenResponse> = {}): LoginTokenResponse {
  return {
    access_token: 'access-token-1',
    expires_in: 900,
    token_type: 'Bearer',
    showRecaptcha: false,
    userAccountLocked: false,
    error_message: null,
    is_should_setup_2fa: false,
    is_should_validate_2fa: false,
    ...overrides,
  };
}

/** The failed-login body: 401 with error_message (spec section 3, login token response). */
export function failedLogin(overrides: Partial<LoginTokenResponse> = {}): LoginTokenResponse {
  return {
    showRecaptcha: false,
    userAccountLocked: false,
    error_message: 'The e-mail address or password is not right',
    message: 'The e-mail address or password is not right',
    is_should_setup_2fa: false,
    is_should_validate_2fa: false,
    ...overrides,
  };
}

/** A signed-in session as the store holds it after the login setup above. */
export function signedIn(overrides: Partial<SessionState> = {}): Partial<SessionState> {
  return {
    loggedIn: true,
    id: 'user-alex',
    name: 'Alex Morgan',
    firstName: 'Alex',
    surname: 'Morgan',
    email: 'employee@demo.test',
    userType: 'employee',
    employmentStatus: 'active',
    siteTermsUpdated: false,
    termsRevision: 3,
    cmsData: { faqs: false, sso_access_only: false },
    contactUsEnabled: true,
    ...overrides,
  };
}

export function contentPage(type: ContentPage['type'], content: string, revision = 4): ContentPage {
  const titles = { terms: 'Terms and Conditions', policy: 'Privacy Statement', cookie: 'Our Cookie Policy' };
  return { type, title: titles[type], content, revision, updatedAt: '2026-04-01T09:00:00.000Z' };
}
