import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import {
  canApproveSelections,
  canOpenDashboard,
  canOpenMyBenefits,
  canOpenReports,
  canReadAuditTrail,
} from '../lib/access-rules.ts';
import { paths } from '../lib/paths.ts';
import { AccessGuard } from './guard/access-guard.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { loadHomePage } from './routes/home/home-preload.ts';

/** A lazily loaded page: its code downloads when its route is first visited. */
function page(load: () => Promise<ComponentType>) {
  return lazy(async () => ({ default: await load() }));
}

const LoginPage = page(() => import('../features/auth/pages/login-page.tsx').then((m) => m.LoginPage));
const LogoutPage = page(() => import('../features/auth/pages/logout-page.tsx').then((m) => m.LogoutPage));
const LogoutSuccessPage = page(() =>
  import('../features/auth/pages/logout-success-page.tsx').then((m) => m.LogoutSuccessPage),
);
const ActivationPage = page(() =>
  import('./routes/sign-in/activation-page.tsx').then((m) => m.ActivationPage),
);
const ForgottenPasswordPage = page(() =>
  import('./routes/sign-in/forgotten-password-page.tsx').then((m) => m.ForgottenPasswordPage),
);
const ResetPasswordPage = page(() =>
  import('../features/account/pages/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
);
const CookiePolicyPage = page(() =>
  import('../features/content/pages/cookie-policy-page.tsx').then((m) => m.CookiePolicyPage),
);
const PrivacyStatementPage = page(() =>
  import('../features/content/pages/privacy-statement-page.tsx').then((m) => m.PrivacyStatementPage),
);
const TermsAndConditionsPage = page(() =>
  import('../features/content/pages/terms-and-conditions-page.tsx').then((m) => m.TermsAndConditionsPage),
);
const TwoFactorPage = page(() => import('./routes/sign-in/two-factor-page.tsx').then((m) => m.TwoFactorPage));
const QrSetupPage = page(() => import('./routes/sign-in/qr-setup-page.tsx').then((m) => m.QrSetupPage));
const CodeSetupPage = page(() => import('./routes/sign-in/code-setup-page.tsx').then((m) => m.CodeSetupPage));
const HomePage = page(() => loadHomePage().then((m) => m.HomePage));
const DashboardPage = page(() =>
  import('./routes/dashboard/dashboard-page.tsx').then((m) => m.DashboardPage),
);
const EmployeeDataPage = page(() =>
  import('../features/employees/pages/employee-data-page.tsx').then((m) => m.EmployeeDataPage),
);
const PlatformSettingsPage = page(() =>
  import('../features/employees/pages/platform-settings-page.tsx').then((m) => m.PlatformSettingsPage),
);
const EmployerAuditPage = page(() =>
  import('../features/console-audit/pages/employer-audit-page.tsx').then((m) => m.EmployerAuditPage),
);
const EmployeeEngagementPage = page(() =>
  import('./routes/dashboard/employee-engagement-page.tsx').then((m) => m.EmployeeEngagementPage),
);
const EmployeeInsightsPage = page(() =>
  import('../features/insights/pages/employee-insights-page.tsx').then((m) => m.EmployeeInsightsPage),
);
const ApproveSelectionsPage = page(() =>
  import('../features/approvals/pages/approve-selections-page.tsx').then((m) => m.ApproveSelectionsPage),
);
const BenefitApprovalsPage = page(() =>
  import('../features/approvals/pages/benefit-approvals-page.tsx').then((m) => m.BenefitApprovalsPage),
);
const ReportingPage = page(() =>
  import('../features/reports/pages/reporting-page.tsx').then((m) => m.ReportingPage),
);
const TakeUpPage = page(() => import('../features/take-up/pages/take-up-page.tsx').then((m) => m.TakeUpPage));
const BenefitTakeUpPage = page(() =>
  import('../features/take-up/pages/benefit-take-up-page.tsx').then((m) => m.BenefitTakeUpPage),
);
const MyBenefitsPage = page(() =>
  import('../features/benefits/pages/my-benefits-page.tsx').then((m) => m.MyBenefitsPage),
);
const BenefitPage = page(() => import('./routes/my-benefits/benefit-page.tsx').then((m) => m.BenefitPage));
const BenefitSetupPage = page(() =>
  import('../features/selections/pages/benefit-setup-page.tsx').then((m) => m.BenefitSetupPage),
);
const BenefitManagePage = page(() =>
  import('../features/selections/pages/benefit-manage-page.tsx').then((m) => m.BenefitManagePage),
);
const FamilyPage = page(() => import('../features/family/pages/family-page.tsx').then((m) => m.FamilyPage));
const LifeEventsPage = page(() =>
  import('../features/life-events/pages/life-events-page.tsx').then((m) => m.LifeEventsPage),
);
const EmployeeLifeEventsPage = page(() =>
  import('../features/life-events/pages/employee-life-events-page.tsx').then((m) => m.EmployeeLifeEventsPage),
);
const TotalBenefitsPage = page(() =>
  import('../features/payroll/pages/total-benefits-page.tsx').then((m) => m.TotalBenefitsPage),
);
const TotalBenefitsEnhancedPage = page(() =>
  import('../features/payroll/pages/total-benefits-enhanced-page.tsx').then(
    (m) => m.TotalBenefitsEnhancedPage,
  ),
);
const CcvManagePage = page(() =>
  import('../features/vouchers/pages/ccv-manage-page.tsx').then((m) => m.CcvManagePage),
);
const FaqsPage = page(() => import('../features/content/pages/faqs-page.tsx').then((m) => m.FaqsPage));
const ProfilePage = page(() => import('../features/user/pages/profile-page.tsx').then((m) => m.ProfilePage));
const ContactPage = page(() =>
  import('../features/contact/pages/contact-page.tsx').then((m) => m.ContactPage),
);
const GrantSignInPage = page(() =>
  import('./routes/sign-in/grant-sign-in-page.tsx').then((m) => m.GrantSignInPage),
);
const ProviderReturnPage = page(() =>
  import('../features/single-sign-on/pages/provider-return-page.tsx').then((m) => m.ProviderReturnPage),
);
const SsoErrorPage = page(() =>
  import('../features/single-sign-on/pages/sso-error-page.tsx').then((m) => m.SsoErrorPage),
);
const NotFoundPage = page(() => import('./errors/not-found-page.tsx').then((m) => m.NotFoundPage));
// The operator console: its frame, its areas and their routes are one lazy chunk, none of it on the portal's pages.
const ConsolePages = page(() => import('./routes/console/console-routes.tsx').then((m) => m.ConsoleRoutes));

/**
 * The route table of spec section 2 (React Router in declarative mode: smaller than the data router, and every
 * page is lazy), with the routes of ours beside them (docs/spec-deviations.md): family and life events under
 * Profile Settings, the employer's life events under the dashboard, and the provider's sign-in return.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="console/*"
        element={
          <Suspense fallback={null}>
            <ConsolePages />
          </Suspense>
        }
      />
      <Route element={<RootLayout />}>
        <Route index element={<LoginPage />} />
        <Route path="activation/:id/*" element={<ActivationPage />} />
        <Route path="forgotten-password/*" element={<ForgottenPasswordPage />} />
        <Route path="reset-password/*" element={<ResetPasswordPage />} />
        <Route path="two-fa/*" element={<TwoFactorPage />} />
        <Route path="two-fa-code-setup/*" element={<CodeSetupPage />} />
        <Route path="two-fa-qr-setup/*" element={<QrSetupPage />} />
        <Route path="sso-login/:token/:schemeYear?" element={<GrantSignInPage />} />
        <Route path="sso/:provider" element={<ProviderReturnPage />} />
        <Route path="sso-error/*" element={<SsoErrorPage />} />
        <Route path="logout/*" element={<LogoutPage />} />
        <Route path="logout-success/*" element={<LogoutSuccessPage />} />
        <Route path="cookie-policy/*" element={<CookiePolicyPage />} />
        <Route path="privacy-statement/*" element={<PrivacyStatementPage />} />
        <Route path="terms-and-conditions/*" element={<TermsAndConditionsPage />} />
        <Route element={<AccessGuard />}>
          <Route path="contact-us/*" element={<ContactPage />} />
        </Route>
        <Route path="app" element={<AccessGuard />}>
          {/* /app alone: the default route shows nothing of its own. */}
          <Route index element={<Navigate to={paths.appHome} replace />} />
          <Route path="home" element={<HomePage />} />
          <Route path="home/my-profile" element={<ProfilePage />} />
          <Route path="home/my-profile/family" element={<FamilyPage />} />
          <Route path="home/my-profile/life-events" element={<LifeEventsPage />} />
          <Route element={<AccessGuard allow={canOpenMyBenefits} />}>
            <Route path="my-benefits" element={<MyBenefitsPage />} />
            <Route path="my-benefits/:id" element={<BenefitPage />} />
            <Route path="my-benefits/:id/setup/*" element={<BenefitSetupPage />} />
            <Route path="my-benefits/:id/manage" element={<BenefitManagePage />} />
            <Route path="my-total-benefits" element={<TotalBenefitsPage />} />
            <Route path="my-total-benefits-enhanced" element={<TotalBenefitsEnhancedPage />} />
          </Route>
          <Route path="faqs" element={<FaqsPage />} />
          <Route
            path="dashboard"
            element={
              <AccessGuard allow={canOpenDashboard}>
                <DashboardPage />
              </AccessGuard>
            }
          />
          <Route element={<AccessGuard allow={canOpenDashboard} />}>
            <Route path="dashboard/platform-settings" element={<PlatformSettingsPage />} />
            <Route path="dashboard/employee-engagement" element={<EmployeeEngagementPage />} />
            <Route path="dashboard/employee-insights" element={<EmployeeInsightsPage />} />
            <Route path="dashboard/benefit-takeup" element={<TakeUpPage />} />
            <Route path="dashboard/benefit-takeup/:benefitId" element={<BenefitTakeUpPage />} />
            <Route path="dashboard/life-events" element={<EmployeeLifeEventsPage />} />
            <Route path="employee-data" element={<EmployeeDataPage />} />
            <Route path="ccv/manage" element={<CcvManagePage />} />
          </Route>
          <Route element={<AccessGuard allow={canOpenReports} />}>
            <Route path="reporting" element={<ReportingPage />} />
          </Route>
          <Route element={<AccessGuard allow={canReadAuditTrail} />}>
            <Route path="dashboard/audit-trail" element={<EmployerAuditPage />} />
          </Route>
          <Route element={<AccessGuard allow={canApproveSelections} />}>
            <Route path="dashboard/approve-selections" element={<ApproveSelectionsPage />} />
            <Route path="dashboard/approve-selections/:benefitId" element={<BenefitApprovalsPage />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
