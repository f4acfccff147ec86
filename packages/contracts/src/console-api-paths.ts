/**
 * The operator console's HTTP paths (issue 35), relative to the API base: apart from the portal's
 * (api-paths.ts), so that the portal's pages do not carry them (issue 37).
 */
export const consoleApiPaths = {
  /** The operator console (issue 35): Clients. */
  consoleClients: '/console/clients',
  consoleClient: '/console/clients/:clientSlug',
  consoleClientArchive: '/console/clients/:clientSlug/archived',
  consoleClientSettings: '/console/clients/:clientSlug/settings',
  /** The operator console: the audit trail. */
  consoleAudit: '/console/audit',
  /** The console's People area: platform administrators, and a client's employer users. */
  consoleAdministrators: '/console/administrators',
  consoleAdministrator: '/console/administrators/:userId',
  consoleEmployers: '/console/clients/:clientSlug/employers',
  consoleEmployerPermissions: '/console/clients/:clientSlug/employers/:userId/permissions',
  /** The console's masquerade: a client's scheme years, its people found by a search, and the link. */
  consoleMasquerade: '/console/clients/:clientSlug/masquerade',
  consoleMasqueradeCandidates: '/console/clients/:clientSlug/masquerade/candidates',
  consoleMasqueradeLink: '/console/clients/:clientSlug/masquerade/:userId',
  consoleAuditDownload: '/console/audit/download',
  /** The operator console's theme editor and content (issue 35), acting on the client that :clientSlug names. */
  consoleTheme: '/console/clients/:clientSlug/theme',
  consoleThemeImage: '/console/clients/:clientSlug/theme/images/:kind',
  consoleContent: '/console/clients/:clientSlug/content',
  consolePolicy: '/console/clients/:clientSlug/policies/:type',
  /** The console's Benefits catalogue (issue 35): a client's benefits of its current year, in the import format. */
  consoleCatalogue: '/console/clients/:clientSlug/benefits',
  consoleBenefit: '/console/clients/:clientSlug/benefits/:benefitId',
  consoleBenefitRetired: '/console/clients/:clientSlug/benefits/:benefitId/retired',
  consoleBenefitTemplates: '/console/clients/:clientSlug/benefit-templates',
  /** A benefit's terms versions, and its preview as one of the client's people sees it. */
  consoleBenefitTerms: '/console/clients/:clientSlug/benefits/:benefitId/terms',
  consoleBenefitPreview: '/console/clients/:clientSlug/benefits/:benefitId/preview/:employeeId',
  consoleBenefitPreviewCosts: '/console/clients/:clientSlug/benefits/:benefitId/preview/:employeeId/costs',
  /** A client's benefit groups: added, renamed, and put in order. */
  consoleBenefitGroups: '/console/clients/:clientSlug/benefit-groups',
  consoleBenefitGroup: '/console/clients/:clientSlug/benefit-groups/:groupCode',
  consoleBenefitGroupOrder: '/console/clients/:clientSlug/benefit-group-order',
  /** The console's Single sign-on area (issues 35, 36): a client's identity providers. */
  consoleSso: '/console/clients/:clientSlug/sso',
  consoleSsoOidc: '/console/clients/:clientSlug/sso/oidc',
  consoleSsoSaml: '/console/clients/:clientSlug/sso/saml',
  consoleSsoProvider: '/console/clients/:clientSlug/sso/providers/:provider',
  consoleSsoMfaTrust: '/console/clients/:clientSlug/sso/providers/:provider/mfa-trust',
  consoleSsoMetadataRefresh: '/console/clients/:clientSlug/sso/providers/:provider/metadata-refresh',
  consoleSsoRollover: '/console/clients/:clientSlug/sso/providers/:provider/rollover',
  /** The console's Scheme years and windows area (issue 35): a client's scheme years by their number. */
  consoleScheme: '/console/clients/:clientSlug/scheme',
  consoleSchemeWindows: '/console/clients/:clientSlug/scheme/:year/windows',
  consoleSchemeWindow: '/console/clients/:clientSlug/scheme/:year/windows/:windowId',
  consoleSchemePayrollSchedule: '/console/clients/:clientSlug/scheme/:year/payroll-schedule',
  consoleSchemeCurrentYear: '/console/clients/:clientSlug/scheme/:year/current',
  /** The operator console's demo clock (issue 35, demo mode only). */
  consoleClock: '/console/clock',
} as const;
