/** Every HTTP path the web app calls, relative to the API base `/api`. One list, shared by both halves. */
export const API_BASE = '/api';

export const apiPaths = {
  health: '/health',
  ready: '/ready',
  theme: '/theme',
  themeByDomain: (domain: string) => `/theme/domain/${encodeURIComponent(domain)}`,
  termsConditions: '/policies/terms-conditions',
  privacyPolicy: '/policies/privacy-policy',
  cookiePolicy: '/policies/our-cookie-policy',
  loginUrl: '/login/url',
  login: '/login',
  loginSetup: '/login/setup',
  refresh: '/auth/refresh',
  altchaChallenge: '/altcha/challenge',
  user: '/user',
  ping: '/ping',
  logout: '/logout',
  userLogout: '/user/logout',
  passwordChecks: '/password',
  activation: (id: string) => `/activation/${encodeURIComponent(id)}`,
  activationDob: '/activation/dob',
  activate: '/user/activate',
  forgotPassword: '/forgot-password',
  passwordResetCheck: '/password-reset/check',
  passwordResetDob: '/password-reset/dob',
  passwordReset: '/password-reset',
  changePassword: '/user/password',
  loginMfa: '/login/mfa',
  userMfa: (userId: string) => `/v2/user/${encodeURIComponent(userId)}/mfa`,
  userMfaValidate: (userId: string) => `/v2/user/${encodeURIComponent(userId)}/mfa/validate`,
  userMfaDisable: (userId: string) => `/v2/user/${encodeURIComponent(userId)}/mfa/disable`,
  mfaValidateEnforced: '/employee/mfa/validate/enforced',
  registrationSummary: (clientId: string) =>
    `/v2/client/${encodeURIComponent(clientId)}/employees/registration`,
  homePageCards: '/user/home-page-cards',
  homePageBanner: '/user/home-page-banner',
  carousel: '/carousel',
  faqs: '/cms-content/faqs',
  contact: '/cms-content/contact',
  profile: '/user/profile',
  /** The employer's own employees by name or e-mail (see contracts/employees.ts). */
  employeeSearch: (clientId: string) => `/v2/client/${encodeURIComponent(clientId)}/employees`,
  /** Exchanges a sign-in link's token (masquerade, magic link, single sign-on) for a session. */
  loginSso: '/login/sso',
  masquerade: (clientId: string, userId: string) =>
    `/masquerade/employer/${encodeURIComponent(clientId)}/${encodeURIComponent(userId)}`,
  masqueradeCandidates: '/masquerade/candidates',
  masqueradeLauncher: '/masquerade/launcher',
  magicLink: (schemeId: string, userId: string) =>
    `/magic-link/scheme/${encodeURIComponent(schemeId)}/employee/${encodeURIComponent(userId)}`,
  /** Operator channel: a masquerade link for the admin CLI. */
  operatorMasquerade: '/operator/masquerade',
  /** How the host's tenant signs in (single-sign-on only or not), for the signed-out web app. */
  loginOptions: '/login/options',
  /** Single sign-on: the start address (redirects to the provider) and the completion of its answer. */
  ssoStart: (provider: string) => `/sso/${encodeURIComponent(provider)}/start`,
  ssoCallback: (provider: string) => `/sso/${encodeURIComponent(provider)}/callback`,
  /** Operator channel: a tenant's identity providers and single-sign-on-only switch. */
  operatorSso: (slug: string) => `/operator/sso/${encodeURIComponent(slug)}`,
  operatorSsoProvider: (slug: string, name: string) =>
    `/operator/sso/${encodeURIComponent(slug)}/providers/${encodeURIComponent(name)}`,
  /** Operator channel (loopback and operator key only): the content document of a tenant. */
  operatorContent: (slug: string) => `/operator/content/${encodeURIComponent(slug)}`,
} as const;

/** Which policies path serves which content type (spec: content loads HTML by type). */
export const contentPathByType = {
  terms: apiPaths.termsConditions,
  policy: apiPaths.privacyPolicy,
  cookie: apiPaths.cookiePolicy,
} as const;
