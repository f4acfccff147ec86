/**
 * Every endpoint of the API by name: its method and path pattern (from api-paths.ts). This half of an endpoint's
 * descriptor holds no schema, so the web app can build its requests from it without loading zod on the login
 * route; the other half (endpoints/, the schemas and the words of the API documentation) is keyed by the same
 * names, and the type system holds the two together (see endpoint.ts).
 */
import { apiPaths } from './api-paths.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute<Method extends HttpMethod = HttpMethod, Path extends string = string> {
  readonly method: Method;
  readonly path: Path;
}

const get = <Path extends string>(path: Path): ApiRoute<'GET', Path> => ({ method: 'GET', path });
const post = <Path extends string>(path: Path): ApiRoute<'POST', Path> => ({ method: 'POST', path });
const put = <Path extends string>(path: Path): ApiRoute<'PUT', Path> => ({ method: 'PUT', path });
const patch = <Path extends string>(path: Path): ApiRoute<'PATCH', Path> => ({ method: 'PATCH', path });
const del = <Path extends string>(path: Path): ApiRoute<'DELETE', Path> => ({ method: 'DELETE', path });

export const apiRoutes = {
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
  // the operator console: clients
  consoleClientList: get(apiPaths.consoleClients),
  consoleClient: get(apiPaths.consoleClient),
  consoleClientArchive: put(apiPaths.consoleClientArchive),
  consoleClientCreate: post(apiPaths.consoleClients),
  consoleClientSettings: get(apiPaths.consoleClientSettings),
  consoleClientSettingsUpdate: put(apiPaths.consoleClientSettings),
  // the operator console: audit trail
  consoleAuditList: get(apiPaths.consoleAudit),
  consoleAuditDownload: get(apiPaths.consoleAuditDownload),
  // the operator console: people
  consoleAdministrators: get(apiPaths.consoleAdministrators),
  consoleEmployers: get(apiPaths.consoleEmployers),
  consoleEmployerPermissions: put(apiPaths.consoleEmployerPermissions),
  consoleAdministratorInvite: post(apiPaths.consoleAdministrators),
  consoleAdministratorRemove: del(apiPaths.consoleAdministrator),
  consoleEmployerInvite: post(apiPaths.consoleEmployers),
  consoleMasquerade: get(apiPaths.consoleMasquerade),
  consoleMasqueradeCandidates: get(apiPaths.consoleMasqueradeCandidates),
  consoleMasqueradeLink: post(apiPaths.consoleMasqueradeLink),
  employerAuditList: get(apiPaths.employerAudit),
  employerAuditDownload: get(apiPaths.employerAuditDownload),
  // the operator console's theme editor and content
  consoleTheme: get(apiPaths.consoleTheme),
  saveConsoleTheme: put(apiPaths.consoleTheme),
  uploadThemeImage: post(apiPaths.consoleThemeImage),
  consoleContent: get(apiPaths.consoleContent),
  saveConsoleContent: put(apiPaths.consoleContent),
  publishPolicy: post(apiPaths.consolePolicy),
  // the operator console's benefits catalogue
  consoleCatalogue: get(apiPaths.consoleCatalogue),
  consoleBenefitTemplates: get(apiPaths.consoleBenefitTemplates),
  addConsoleBenefit: post(apiPaths.consoleCatalogue),
  consoleBenefit: get(apiPaths.consoleBenefit),
  saveConsoleBenefit: put(apiPaths.consoleBenefit),
  retireConsoleBenefit: put(apiPaths.consoleBenefitRetired),
  consoleBenefitTerms: get(apiPaths.consoleBenefitTerms),
  publishConsoleBenefitTerms: post(apiPaths.consoleBenefitTerms),
  consoleBenefitPreview: get(apiPaths.consoleBenefitPreview),
  consoleBenefitPreviewCosts: post(apiPaths.consoleBenefitPreviewCosts),
  addConsoleBenefitGroup: post(apiPaths.consoleBenefitGroups),
  renameConsoleBenefitGroup: put(apiPaths.consoleBenefitGroup),
  reorderConsoleBenefitGroups: put(apiPaths.consoleBenefitGroupOrder),
  // the operator console's single sign-on
  consoleSso: get(apiPaths.consoleSso),
  addConsoleOidcProvider: post(apiPaths.consoleSsoOidc),
  addConsoleSamlProvider: post(apiPaths.consoleSsoSaml),
  removeConsoleSsoProvider: del(apiPaths.consoleSsoProvider),
  setConsoleSsoMfaTrust: put(apiPaths.consoleSsoMfaTrust),
  refreshConsoleSamlMetadata: post(apiPaths.consoleSsoMetadataRefresh),
  rolloverConsoleSamlCertificate: post(apiPaths.consoleSsoRollover),
  // the operator console's scheme years and windows
  consoleScheme: get(apiPaths.consoleScheme),
  addConsoleSchemeYear: post(apiPaths.consoleScheme),
  makeConsoleSchemeYearCurrent: put(apiPaths.consoleSchemeCurrentYear),
  addConsoleWindow: post(apiPaths.consoleSchemeWindows),
  changeConsoleWindow: put(apiPaths.consoleSchemeWindow),
  removeConsoleWindow: del(apiPaths.consoleSchemeWindow),
  setConsoleCutOffDay: put(apiPaths.consoleSchemeCutOff),
  // the operator console's demo clock
  consoleClock: get(apiPaths.consoleClock),
  consoleClockMove: put(apiPaths.consoleClock),
  consoleClockReset: del(apiPaths.consoleClock),
  demoClock: get(apiPaths.demoClock),
} as const;

export type ApiRoutes = typeof apiRoutes;
export type EndpointName = keyof ApiRoutes;
