/** Every capability of the portal, in one list; each registers its own routes and job handlers. */
import type { AppModule } from './lib/app-context.ts';
import { accountModule } from './modules/account/account.module.ts';
import { approvalsModule } from './modules/approvals/approvals.module.ts';
import { assetsModule } from './modules/assets/assets.module.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { benefitsModule } from './modules/benefits/benefits.module.ts';
import { contactModule } from './modules/contact/contact.module.ts';
import { consoleAuditModule } from './modules/console-audit/console-audit.module.ts';
import { consoleClockModule } from './modules/console-clock/console-clock.module.ts';
import { consoleClientsModule } from './modules/console-clients/console-clients.module.ts';
import { consolePeopleModule } from './modules/console-people/console-people.module.ts';
import { consoleContentModule } from './modules/console-content/console-content.module.ts';
import { consoleThemeModule } from './modules/console-theme/console-theme.module.ts';
import { consoleSsoModule } from './modules/console-sso/console-sso.module.ts';
import { consoleSchemeModule } from './modules/console-scheme/console-scheme.module.ts';
import { consoleCatalogueModule } from './modules/console-catalogue/console-catalogue.module.ts';
import { contentModule } from './modules/content/content.module.ts';
import { devMailboxModule } from './modules/dev-mailbox/dev-mailbox.module.ts';
import { employeesModule } from './modules/employees/employees.module.ts';
import { familyModule } from './modules/family/family.module.ts';
import { insightsModule } from './modules/insights/insights.module.ts';
import { takeUpModule } from './modules/take-up/take-up.module.ts';
import { healthModule } from './modules/health/health.module.ts';
import { magicLinkModule } from './modules/magic-link/magic-link.module.ts';
import { maintenanceModule } from './modules/maintenance/maintenance.module.ts';
import { lifeEventsModule } from './modules/life-events/life-events.module.ts';
import { masqueradeModule } from './modules/masquerade/masquerade.module.ts';
import { payrollModule } from './modules/payroll/payroll.module.ts';
import { reportsModule } from './modules/reports/reports.module.ts';
import { selectionsModule } from './modules/selections/selections.module.ts';
import { signInGrantsModule } from './modules/sign-in-grants/sign-in-grants.module.ts';
import { singleSignOnModule } from './modules/single-sign-on/single-sign-on.module.ts';
import { themeModule } from './modules/theme/theme.module.ts';
import { uploadsModule } from './modules/uploads/uploads.module.ts';
import { twoFactorModule } from './modules/two-factor/two-factor.module.ts';
import { userModule } from './modules/user/user.module.ts';
import { voucherFrameModule, vouchersModule } from './modules/vouchers/vouchers.module.ts';

export const modules: readonly AppModule[] = [
  healthModule,
  themeModule,
  assetsModule,
  contentModule,
  contactModule,
  authModule,
  singleSignOnModule,
  signInGrantsModule,
  masqueradeModule,
  magicLinkModule,
  userModule,
  employeesModule,
  insightsModule,
  takeUpModule,
  benefitsModule,
  selectionsModule,
  approvalsModule,
  reportsModule,
  uploadsModule,
  familyModule,
  lifeEventsModule,
  payrollModule,
  vouchersModule,
  voucherFrameModule,
  twoFactorModule,
  accountModule,
  devMailboxModule,
  maintenanceModule,
  consoleClientsModule,
  consoleAuditModule,
  consolePeopleModule,
  consoleThemeModule,
  consoleContentModule,
  consoleSsoModule,
  consoleSchemeModule,
  consoleCatalogueModule,
  consoleClockModule,
];
