/** Every capability of the portal, in one list; each registers its own routes and job handlers. */
import type { AppModule } from './lib/app-context.ts';
import { accountModule } from './modules/account/index.ts';
import { approvalsModule } from './modules/approvals/index.ts';
import { assetsModule } from './modules/assets/index.ts';
import { authModule } from './modules/auth/index.ts';
import { benefitsModule } from './modules/benefits/index.ts';
import { contactModule } from './modules/contact/index.ts';
import { contentModule } from './modules/content/content.module.ts';
import { devMailboxModule } from './modules/dev-mailbox/index.ts';
import { employeesModule } from './modules/employees/index.ts';
import { familyModule } from './modules/family/index.ts';
import { insightsModule } from './modules/insights/index.ts';
import { takeUpModule } from './modules/take-up/index.ts';
import { healthModule } from './modules/health/index.ts';
import { magicLinkModule } from './modules/magic-link/index.ts';
import { maintenanceModule } from './modules/maintenance/index.ts';
import { lifeEventsModule } from './modules/life-events/index.ts';
import { masqueradeModule } from './modules/masquerade/index.ts';
import { payrollModule } from './modules/payroll/index.ts';
import { reportsModule } from './modules/reports/index.ts';
import { selectionsModule } from './modules/selections/index.ts';
import { signInGrantsModule } from './modules/sign-in-grants/index.ts';
import { singleSignOnModule } from './modules/single-sign-on/index.ts';
import { themeModule } from './modules/theme/index.ts';
import { uploadsModule } from './modules/uploads/index.ts';
import { twoFactorModule } from './modules/two-factor/index.ts';
import { userModule } from './modules/user/user.module.ts';
import { voucherFrameModule, vouchersModule } from './modules/vouchers/index.ts';

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
];
