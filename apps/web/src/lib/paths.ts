import { onPlatformHost } from './platform-host.ts';

/** The forgotten-password page's `message` query value after an expired reset link. */
export const TOKEN_EXPIRED_MESSAGE_KEY = 'token-expired';

/** Routes of spec section 2 that code links to. */
export const paths = {
  login: '/',
  /** The operator console (issue 35), on the platform host. */
  console: '/console/',
  appHome: '/app/home/',
  appDashboard: '/app/dashboard/',
  /** Employers: the employee list, and the two-factor settings. */
  employeeData: '/app/employee-data/',
  platformSettings: '/app/dashboard/platform-settings/',
  /** Employers with the settings permission: their own client's audit trail (issue 35). */
  employerAuditTrail: '/app/dashboard/audit-trail/',
  /** Employers: the life events their people reported (docs/spec-deviations.md: a route the spec does not list). */
  employeeLifeEvents: '/app/dashboard/life-events/',
  employeeEngagement: '/app/dashboard/employee-engagement/',
  employeeInsights: '/app/dashboard/employee-insights/',
  benefitTakeUp: '/app/dashboard/benefit-takeup/',
  /** Employers with the reports permission: payroll, provider and life-event reports. */
  reporting: '/app/reporting/',
  /** Approvers: the benefits with selections awaiting approval (each benefit's page is below it). */
  approveSelections: '/app/dashboard/approve-selections/',
  myBenefits: '/app/my-benefits/',
  faqs: '/app/faqs/',
  myProfile: '/app/home/my-profile/',
  /** The family and life events pages, reached from Profile Settings (docs/spec-deviations.md). */
  myFamily: '/app/home/my-profile/family/',
  lifeEvents: '/app/home/my-profile/life-events/',
  /** The total reward statement, and the same by year with a compare mode. */
  totalBenefits: '/app/my-total-benefits/',
  totalBenefitsEnhanced: '/app/my-total-benefits-enhanced/',
  /** Employers: childcare voucher management (a frame). */
  ccvManage: '/app/ccv/manage',
  forgottenPassword: '/forgotten-password/',
  /** Where an expired reset link leads (spec section 8): the forgotten-password page with its notice. */
  forgottenPasswordExpired: `/forgotten-password?message=${TOKEN_EXPIRED_MESSAGE_KEY}`,
  resetPassword: '/reset-password',
  logout: '/logout',
  logoutSuccess: '/logout-success',
  twoFactor: '/two-fa',
  twoFactorQrSetup: '/two-fa-qr-setup',
  twoFactorCodeSetup: '/two-fa-code-setup',
  cookiePolicy: '/cookie-policy/',
  privacyStatement: '/privacy-statement/',
  termsAndConditions: '/terms-and-conditions/',
  contactUs: '/contact-us/',
} as const;

/** Where "Home" goes: the app's home page when logged in, the login page otherwise (spec: logo and breadcrumbs). */
export function homePath(loggedIn: boolean): string {
  return loggedIn ? signedInHome() : paths.login;
}

/** Where a signed-in person starts: the operator console on the platform host, else the home page. */
export function signedInHome(): string {
  return onPlatformHost() ? paths.console : paths.appHome;
}
