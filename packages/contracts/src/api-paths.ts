/**
 * Every HTTP path of the API, relative to the API base `/api`: one list, shared by both halves. The server
 * registers its routes on these patterns; the web app and the command-line tools fill in their `:parameters`
 * with `pathTo`, so no path is written twice.
 */
export const API_BASE = '/api';

export const apiPaths = {
  health: '/health',
  ready: '/ready',
  theme: '/theme',
  /** A tenant's stored image (logos, cards, avatars). */
  asset: '/assets/:clientSlug/:name',
  themeByDomain: '/theme/domain/:domain',
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
  activation: '/activation/:id',
  activationDob: '/activation/dob',
  activate: '/user/activate',
  forgotPassword: '/forgot-password',
  passwordResetCheck: '/password-reset/check',
  passwordResetDob: '/password-reset/dob',
  passwordReset: '/password-reset',
  changePassword: '/user/password',
  loginMfa: '/login/mfa',
  userMfa: '/v2/user/:id/mfa',
  userMfaValidate: '/v2/user/:id/mfa/validate',
  userMfaDisable: '/v2/user/:id/mfa/disable',
  mfaValidateEnforced: '/employee/mfa/validate/enforced',
  homePageCards: '/user/home-page-cards',
  homePageBanner: '/user/home-page-banner',
  carousel: '/carousel',
  faqs: '/cms-content/faqs',
  contact: '/cms-content/contact',
  profile: '/user/profile',
  /** The employer's people (see contracts/employees.ts). */
  employeeList: '/v2/client/:clientId/employees',
  employeeListReport: '/v2/client/:clientId/employees/download-report',
  employeeDetail: '/client/:clientId/employees/:employeeId',
  twoFactorList: '/v2/client/:clientId/employees/two-factor-authentication',
  twoFactorEnforcement: '/v2/client/:clientId/employees/two-factor-authentication/enforcement-setting',
  bulkWelcomeResend: '/companies/:clientId/welcome-email-resends',
  welcomeResend: '/employees/:employeeId/welcome-email-resends',
  employeeInsights: '/v2/client/:clientId/employee-insights',
  employeeLogins: '/v2/client/:clientId/employee-insights/logins',
  benefitTakeUp: '/client/:clientId/benefit-takeup',
  benefitTakeUpDetail: '/client/:clientId/benefit-takeup/:benefitId',
  benefitInsights: '/v2/client/:clientId/benefit-insights',
  benefitInsightsDetail: '/v2/client/:clientId/benefit-insights/:benefitId',
  /** Exchanges a sign-in link's token (masquerade, magic link, single sign-on) for a session. */
  loginSso: '/login/sso',
  masquerade: '/masquerade/employer/:clientId/:userId',
  masqueradeCandidates: '/masquerade/candidates',
  masqueradeLauncher: '/masquerade/launcher',
  magicLink: '/magic-link/scheme/:schemeId/employee/:userId',
  /** How the host's tenant signs in (single-sign-on only or not), for the signed-out web app. */
  loginOptions: '/login/options',
  /** Single sign-on: the start address (redirects to the provider) and the completion of its answer. */
  ssoStart: '/sso/:provider/start',
  ssoCallback: '/sso/:provider/callback',
  samlMetadata: '/sso/:provider/saml/metadata',
  samlAssertionConsumer: '/sso/:provider/saml/acs',
  samlLogout: '/sso/:provider/saml/logout/:ticket',
  samlLogoutReturn: '/sso/:provider/saml/slo',
  /** The benefits catalogue (spec section 7, Benefits): the signed-in employee's benefits of their year. */
  eligibleBenefits: '/benefits/user/eligible',
  benefitFilters: '/benefits/filters',
  benefit: '/benefit/:id',
  benefitWithSelection: '/benefit/:id/with-selection',
  benefitFaqs: '/benefit/:id/related_FAQ',
  relatedBenefits: '/benefit/:id/related_benefits',
  /** Selections (spec section 7, Benefits and Beam costs): set up, change, opt out; costs as values change. */
  benefitSelection: '/benefit/:id/selection',
  selection: '/selection/:id',
  selectionCosts: '/selections/costs',
  employeeSelections: '/selections/client/:clientId/employees/:employeeId',
  /** Claims on a claimable benefit (the make-a-claim side panel) and a claim's receipt. */
  selectionClaims: '/selection/:id/claims',
  claimReceipt: '/claims/:id/receipt',
  /** Uploads (spec section 7): the roster template. */
  dataLoadTemplate: '/client/:clientId/data-load-template',
  dataLoads: '/client/:clientId/data-loads',
  rosterUpload: '/employee-data-uploads/:uploadId',
  confirmRosterUpload: '/employee-data-uploads/:uploadId/confirm',
  undoRosterUpload: '/employee-data-uploads/:uploadId/undo',
  rejectedRows: '/employee-data-uploads/:uploadId/rejected-rows',
  rosterChanges: '/employee-data-uploads/:uploadId/changes',
  eligibilityDifference: '/employee-data-uploads/:uploadId/eligibility-difference',
  lastRosterUpload: '/client/:clientId/date-last-upload',
  /** Reports (spec section 7): what exists of a kind, one file, several as a ZIP. */
  reports: '/client/:clientId/reports',
  reportDownload: '/client/:clientId/reports/:reportId/download',
  reportsDownload: '/client/:clientId/reports/download-multiple',
  /** Large reports built in the background: start one, its progress, the finished file. */
  reportBuilds: '/client/:clientId/report-builds',
  reportBuild: '/client/:clientId/report-builds/:buildId',
  reportBuildDownload: '/client/:clientId/report-builds/:buildId/download',
  /** Approvals (spec section 7): benefits with pending selections, one benefit's, and the decision. */
  pendingApprovals: '/v2/scheme/selections/pending/',
  benefitApprovals: '/v2/scheme/selections/:benefitId/pending/',
  decideApprovals: '/v2/scheme/selections/status/',
  /** Family and policies (spec section 7): the employee's family, add (by scheme id), edit or remove, covers. */
  family: '/user/family',
  familyMembers: '/user/:schemeId/family-members',
  familyMember: '/user/family-members/:id',
  policies: '/user/policies',
  /** Life events: the types offered, the employee's own (list and report), and the employer's tenant list. */
  lifeEventTypes: '/client/life-events/available',
  lifeEvents: '/client/life-events',
  tenantLifeEvents: '/client/:clientId/employees/life-events',
  tenantLifeEvent: '/client/:clientId/employees/life-events/:id',
  tenantLifeEventEvidence: '/client/:clientId/employees/life-events/:id/evidence',
  /** Money over time: a group's statement, the total reward card and page, vouchers, the voucher frame's code. */
  benefitGroupContributions: '/benefit-group/:id/contributions',
  totalRewardCard: '/user/selections/mtb/card',
  totalRewardPage: '/user/selections/mtb/page',
  ccvBalance: '/ccv/balance',
  voucherManage: '/ccv/manage',
  voucherFrameCode: '/ccv/manage/frame-code',
  /** An employer's own client's audit trail (issue 35). */
  employerAudit: '/client/:clientId/audit',
  employerAuditDownload: '/client/:clientId/audit/download',
  /** How far the demo's clock is moved, for signed-out pages' banner (issue 35). */
  demoClock: '/demo-clock',
} as const;

/** The `:name` parameters of a path pattern. */
export type PathParams<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? { [Key in Name | keyof PathParams<`/${Rest}`>]: string }
  : Pattern extends `${string}:${infer Name}`
    ? { [Key in Name]: string }
    : Record<never, string>;

/** A path pattern with its parameters filled in, each one encoded. */
export function pathTo<Pattern extends string>(pattern: Pattern, params: PathParams<Pattern>): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = (params as Record<string, string>)[name];
    if (value === undefined) throw new Error(`${pattern} needs its :${name}`);
    return encodeURIComponent(value);
  });
}
