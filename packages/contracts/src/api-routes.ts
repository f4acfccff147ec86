/**
 * Every endpoint of the API by name: its method and path pattern (from api-paths.ts). This half of an endpoint's
 * descriptor holds no schema, so the web app can build its requests from it without loading zod on the login
 * route; the other half (endpoints/, the schemas and the words of the API documentation) is keyed by the same
 * names, and the type system holds the two together (see endpoint.ts).
 */
import { apiPaths } from './api-paths.ts';
import type { consoleRoutes } from './console-api-routes.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute<Method extends HttpMethod = HttpMethod, Path extends string = string> {
  readonly method: Method;
  readonly path: Path;
}

export const get = <Path extends string>(path: Path): ApiRoute<'GET', Path> => ({ method: 'GET', path });
export const post = <Path extends string>(path: Path): ApiRoute<'POST', Path> => ({ method: 'POST', path });
export const put = <Path extends string>(path: Path): ApiRoute<'PUT', Path> => ({ method: 'PUT', path });
export const patch = <Path extends string>(path: Path): ApiRoute<'PATCH', Path> => ({
  method: 'PATCH',
  path,
});
export const del = <Path extends string>(path: Path): ApiRoute<'DELETE', Path> => ({
  method: 'DELETE',
  path,
});

export const portalRoutes = {
  // health
  health: get(apiPaths.health),
  ready: get(apiPaths.ready),
  // theme and assets
  theme: get(apiPaths.theme),
  themeByDomain: get(apiPaths.themeByDomain),
  asset: get(apiPaths.asset),
  // content
  termsConditions: get(apiPaths.termsConditions),
  privacyPolicy: get(apiPaths.privacyPolicy),
  cookiePolicy: get(apiPaths.cookiePolicy),
  homePageCards: get(apiPaths.homePageCards),
  homePageBanner: get(apiPaths.homePageBanner),
  carousel: get(apiPaths.carousel),
  faqs: get(apiPaths.faqs),
  // contact
  contactPage: get(apiPaths.contact),
  sendContact: post(apiPaths.contact),
  // single sign-on
  loginUrl: post(apiPaths.loginUrl),
  loginOptions: get(apiPaths.loginOptions),
  ssoStart: get(apiPaths.ssoStart),
  ssoCallback: get(apiPaths.ssoCallback),
  samlMetadata: get(apiPaths.samlMetadata),
  samlAssertionConsumer: post(apiPaths.samlAssertionConsumer),
  samlLogout: get(apiPaths.samlLogout),
  samlLogoutReturn: get(apiPaths.samlLogoutReturn),
  // auth
  login: post(apiPaths.login),
  altchaChallenge: get(apiPaths.altchaChallenge),
  refresh: post(apiPaths.refresh),
  logout: post(apiPaths.logout),
  userLogout: del(apiPaths.userLogout),
  // user
  loginSetup: get(apiPaths.loginSetup),
  getUser: get(apiPaths.user),
  updateUser: patch(apiPaths.user),
  profile: get(apiPaths.profile),
  ping: get(apiPaths.ping),
  // account
  activationDetails: post(apiPaths.activation),
  activationDob: post(apiPaths.activationDob),
  passwordResetDob: post(apiPaths.passwordResetDob),
  activate: patch(apiPaths.activate),
  forgotPassword: post(apiPaths.forgotPassword),
  passwordResetCheck: post(apiPaths.passwordResetCheck),
  passwordReset: post(apiPaths.passwordReset),
  passwordChecks: post(apiPaths.passwordChecks),
  changePassword: post(apiPaths.changePassword),
  // two-factor
  loginMfa: post(apiPaths.loginMfa),
  mfaSetup: post(apiPaths.userMfa),
  mfaValidate: post(apiPaths.userMfaValidate),
  mfaValidateEnforced: post(apiPaths.mfaValidateEnforced),
  mfaDisable: post(apiPaths.userMfaDisable),
  // employees
  employeeList: get(apiPaths.employeeList),
  employeeListReport: get(apiPaths.employeeListReport),
  employeeDetail: get(apiPaths.employeeDetail),
  twoFactorList: get(apiPaths.twoFactorList),
  twoFactorEnforcement: get(apiPaths.twoFactorEnforcement),
  setTwoFactorEnforcement: put(apiPaths.twoFactorEnforcement),
  bulkWelcomeResend: post(apiPaths.bulkWelcomeResend),
  welcomeResend: post(apiPaths.welcomeResend),
  employeeInsights: get(apiPaths.employeeInsights),
  employeeLogins: get(apiPaths.employeeLogins),
  benefitTakeUp: get(apiPaths.benefitTakeUp),
  benefitTakeUpDetail: get(apiPaths.benefitTakeUpDetail),
  benefitInsights: get(apiPaths.benefitInsights),
  benefitInsightsDetail: get(apiPaths.benefitInsightsDetail),
  // sign-in links: the exchange, masquerade and magic links
  loginSso: post(apiPaths.loginSso),
  masquerade: post(apiPaths.masquerade),
  masqueradeCandidates: get(apiPaths.masqueradeCandidates),
  masqueradeLauncher: get(apiPaths.masqueradeLauncher),
  magicLink: post(apiPaths.magicLink),
  // benefits
  eligibleBenefits: get(apiPaths.eligibleBenefits),
  benefitFilters: get(apiPaths.benefitFilters),
  benefit: get(apiPaths.benefit),
  benefitWithSelection: get(apiPaths.benefitWithSelection),
  benefitFaqs: get(apiPaths.benefitFaqs),
  relatedBenefits: get(apiPaths.relatedBenefits),
  // selections
  benefitSelection: get(apiPaths.benefitSelection),
  createSelection: post(apiPaths.benefitSelection),
  updateSelection: patch(apiPaths.selection),
  selectionCosts: post(apiPaths.selectionCosts),
  employeeSelections: get(apiPaths.employeeSelections),
  makeClaim: post(apiPaths.selectionClaims),
  claimReceipt: get(apiPaths.claimReceipt),
  // uploads
  dataLoadTemplate: get(apiPaths.dataLoadTemplate),
  createDataLoad: post(apiPaths.dataLoads),
  rosterUpload: get(apiPaths.rosterUpload),
  discardRosterUpload: del(apiPaths.rosterUpload),
  confirmRosterUpload: post(apiPaths.confirmRosterUpload),
  undoRosterUpload: post(apiPaths.undoRosterUpload),
  rejectedRows: get(apiPaths.rejectedRows),
  rosterChanges: get(apiPaths.rosterChanges),
  eligibilityDifference: get(apiPaths.eligibilityDifference),
  lastRosterUpload: get(apiPaths.lastRosterUpload),
  // reports
  reports: get(apiPaths.reports),
  reportDownload: get(apiPaths.reportDownload),
  reportsDownload: get(apiPaths.reportsDownload),
  createReportBuild: post(apiPaths.reportBuilds),
  reportBuild: get(apiPaths.reportBuild),
  reportBuildDownload: get(apiPaths.reportBuildDownload),
  // approvals
  pendingApprovals: get(apiPaths.pendingApprovals),
  benefitApprovals: get(apiPaths.benefitApprovals),
  decideApprovals: patch(apiPaths.decideApprovals),
  // family and life events
  family: get(apiPaths.family),
  addFamilyMember: post(apiPaths.familyMembers),
  editFamilyMember: patch(apiPaths.familyMember),
  policies: get(apiPaths.policies),
  lifeEventTypes: get(apiPaths.lifeEventTypes),
  lifeEvents: get(apiPaths.lifeEvents),
  reportLifeEvent: post(apiPaths.lifeEvents),
  tenantLifeEvents: get(apiPaths.tenantLifeEvents),
  voidLifeEvent: patch(apiPaths.tenantLifeEvent),
  lifeEventEvidence: get(apiPaths.tenantLifeEventEvidence),
  // statements, total reward and vouchers
  benefitGroupContributions: get(apiPaths.benefitGroupContributions),
  totalRewardCard: get(apiPaths.totalRewardCard),
  totalRewardPage: get(apiPaths.totalRewardPage),
  ccvBalance: get(apiPaths.ccvBalance),
  voucherManage: get(apiPaths.voucherManage),
  voucherFrameCode: post(apiPaths.voucherFrameCode),
  // an employer's own audit trail (issue 35)
  employerAuditList: get(apiPaths.employerAudit),
  employerAuditDownload: get(apiPaths.employerAuditDownload),
  // the operator console's demo clock
  demoClock: get(apiPaths.demoClock),
} as const;

/** Every endpoint's route: the portal's and the console's (console-api-routes.ts; all-api-routes.ts joins them). */
export type ApiRoutes = typeof portalRoutes & typeof consoleRoutes;
/** An endpoint of the portal's own pages, whose route the first page's script holds. */
export type PortalEndpointName = keyof typeof portalRoutes;
export type EndpointName = keyof ApiRoutes;
