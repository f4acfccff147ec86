/**
 * Every endpoint's descriptor by name (see endpoint.ts), one file of them per server module in endpoints/.
 * The type below holds the two halves together: a route of api-routes.ts with no descriptor here, or a
 * descriptor whose method or path differs from its route, does not compile.
 */
import type { EndpointName } from './api-routes.ts';
import type { EndpointDescriptor } from './endpoint.ts';
import { accountEndpoints } from './endpoints/account.ts';
import { approvalsEndpoints } from './endpoints/approvals.ts';
import { reportBuildEndpoints, reportsEndpoints } from './endpoints/reports.ts';
import { uploadsEndpoints } from './endpoints/uploads.ts';
import { authEndpoints } from './endpoints/auth.ts';
import { benefitsEndpoints } from './endpoints/benefits.ts';
import { contactEndpoints } from './endpoints/contact.ts';
import { consoleAuditEndpoints } from './endpoints/console-audit.ts';
import { consolePeopleEndpoints } from './endpoints/console-people.ts';
import { consoleClockEndpoints } from './endpoints/console-clock.ts';
import { consoleClientsEndpoints } from './endpoints/console-clients.ts';
import { consoleContentEndpoints } from './endpoints/console-content.ts';
import { consoleThemeEndpoints } from './endpoints/console-theme.ts';
import { consoleSsoEndpoints } from './endpoints/console-sso.ts';
import { consoleSchemeEndpoints } from './endpoints/console-scheme.ts';
import { consoleCatalogueEndpoints } from './endpoints/console-catalogue.ts';
import { consoleCatalogueTermsEndpoints } from './endpoints/console-catalogue-terms.ts';
import { contentEndpoints } from './endpoints/content.ts';
import { employeesEndpoints } from './endpoints/employees.ts';
import { familyEndpoints } from './endpoints/family.ts';
import { healthEndpoints } from './endpoints/health.ts';
import { insightsEndpoints } from './endpoints/insights.ts';
import { statementsEndpoints } from './endpoints/statements.ts';
import { takeUpEndpoints } from './endpoints/take-up.ts';
import { signInLinkEndpoints } from './endpoints/sign-in-links.ts';
import { selectionsEndpoints } from './endpoints/selections.ts';
import { singleSignOnEndpoints } from './endpoints/single-sign-on.ts';
import { themeEndpoints } from './endpoints/theme.ts';
import { twoFactorEndpoints } from './endpoints/two-factor.ts';
import { userEndpoints } from './endpoints/user.ts';

export const endpoints = {
  ...healthEndpoints,
  ...themeEndpoints,
  ...contentEndpoints,
  ...contactEndpoints,
  ...singleSignOnEndpoints,
  ...authEndpoints,
  ...userEndpoints,
  ...accountEndpoints,
  ...twoFactorEndpoints,
  ...employeesEndpoints,
  ...insightsEndpoints,
  ...takeUpEndpoints,
  ...signInLinkEndpoints,
  ...benefitsEndpoints,
  ...selectionsEndpoints,
  ...approvalsEndpoints,
  ...reportsEndpoints,
  ...reportBuildEndpoints,
  ...uploadsEndpoints,
  ...familyEndpoints,
  ...statementsEndpoints,
  ...consoleClientsEndpoints,
  ...consoleAuditEndpoints,
  ...consolePeopleEndpoints,
  ...consoleThemeEndpoints,
  ...consoleContentEndpoints,
  ...consoleSsoEndpoints,
  ...consoleSchemeEndpoints,
  ...consoleCatalogueEndpoints,
  ...consoleCatalogueTermsEndpoints,
  ...consoleClockEndpoints,
} satisfies { [Name in EndpointName]: EndpointDescriptor<Name> };

export type Endpoints = typeof endpoints;
export { accountRefusalSchema } from './endpoints/account.ts';
export { clientParamsSchema } from './endpoints/employees.ts';
