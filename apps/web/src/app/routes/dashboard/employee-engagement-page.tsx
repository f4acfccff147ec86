import { WelcomeResend } from '../../../features/employees/components/welcome-resend.tsx';
import { EmployeeEngagementPage as EngagementFigures } from '../../../features/insights/pages/employee-engagement-page.tsx';

/**
 * /app/dashboard/employee-engagement/: the insights feature's registration figures, then the employees feature's
 * welcome e-mails to everyone not registered yet.
 */
export function EmployeeEngagementPage() {
  return <EngagementFigures welcomeResend={(registration) => <WelcomeResend {...registration} />} />;
}
