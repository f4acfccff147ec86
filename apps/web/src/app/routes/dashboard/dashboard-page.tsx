import { Link } from 'react-router';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { ApprovalsCard } from '../../../features/approvals/components/approvals-card.tsx';
import { EmployeePicker } from '../../../features/employees/components/employee-picker.tsx';
import { RegistrationFigure } from '../../../features/employees/components/registration-figure.tsx';
import { InsightsCard } from '../../../features/insights/components/insights-card.tsx';
import { MagicLinkSender } from '../../../features/magic-link/components/magic-link-sender.tsx';
import { TakeUpCard } from '../../../features/take-up/components/take-up-card.tsx';
import {
  accessFactsOf,
  canApproveSelections,
  canOpenReports,
  canReadAuditTrail,
} from '../../../lib/access-rules.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useAppSelector } from '../../../lib/state/hooks.ts';
import { useSignedInClient } from '../../../lib/state/login-setup-api.ts';
import { selectSession } from '../../../lib/state/session-slice.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRouteMessage } from '../../../lib/use-route-message.ts';
import styles from './dashboard.module.css';
import approvalsTexts from '../../../i18n/en-GB/approvals.json';
import dashboardTexts from '../../../i18n/en-GB/dashboard.json';

addTexts(approvalsTexts, dashboardTexts);

/**
 * /app/dashboard/: the employer dashboard's landing page, composed of five features: the cards of registration
 * (employees), sign-ins (insights), take-up and, for approvers, approvals, each linking to its page; the magic
 * link sender, with the employees feature's picker; and, after a decision on selections, how it went.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const session = useAppSelector(selectSession);
  const { masquerade } = session;
  const client = useSignedInClient();
  useDocumentTitle(t('dashboard.documentTitle'));
  const decision = useRouteMessage((key, state) =>
    key === 'selectionsDecided' && state.decided
      ? [
          state.decided.approved ? t('approvals.decided.approved', { count: state.decided.approved }) : '',
          state.decided.rejected ? t('approvals.decided.rejected', { count: state.decided.rejected }) : '',
          state.decided.notDecided
            ? t('approvals.decided.notDecided', { count: state.decided.notDecided })
            : '',
        ]
          .filter(Boolean)
          .join(' ')
      : '',
  );

  return (
    <div className={styles.page}>
      <h1>{t('dashboard.heading')}</h1>
      {decision.message ? (
        <Banner variant="success">
          <p>{decision.message}</p>
          <Button variant="secondary" onClick={decision.dismiss}>
            {t('approvals.decided.dismiss')}
          </Button>
        </Banner>
      ) : null}
      {client?.id ? (
        <div className={styles.cards}>
          <RegistrationFigure clientId={client.id} />
          <InsightsCard clientId={client.id} />
          <TakeUpCard />
          {canApproveSelections(accessFactsOf(session)) ? <ApprovalsCard /> : null}
        </div>
      ) : null}
      {/* Not while masquerading: the link must come from the employer's own password (issue 7). */}
      {client?.id && client.scheme?.id && !masquerade ? (
        <MagicLinkSender
          schemeId={client.scheme.id}
          picker={(choice) => <EmployeePicker clientId={client.id} name="magic-link-employee" {...choice} />}
        />
      ) : null}
      <section aria-labelledby="dashboard-sections">
        <h2 id="dashboard-sections">{t('dashboard.sectionsHeading')}</h2>
        <ul>
          <li>
            <Link to={paths.employeeData}>{t('dashboard.employeeData')}</Link>
            <p className={styles.hint}>{t('dashboard.employeeDataHint')}</p>
          </li>
          <li>
            <Link to={paths.employeeLifeEvents}>{t('dashboard.lifeEvents')}</Link>
            <p className={styles.hint}>{t('dashboard.lifeEventsHint')}</p>
          </li>
          {canOpenReports(accessFactsOf(session)) ? (
            <li>
              <Link to={paths.reporting}>{t('dashboard.reports')}</Link>
              <p className={styles.hint}>{t('dashboard.reportsHint')}</p>
            </li>
          ) : null}
          <li>
            <Link to={paths.platformSettings}>{t('dashboard.platformSettings')}</Link>
            <p className={styles.hint}>{t('dashboard.platformSettingsHint')}</p>
          </li>
          {canReadAuditTrail(accessFactsOf(session)) ? (
            <li>
              <Link to={paths.employerAuditTrail}>{t('dashboard.auditTrail')}</Link>
              <p className={styles.hint}>{t('dashboard.auditTrailHint')}</p>
            </li>
          ) : null}
          <li>
            <Link to={paths.ccvManage}>{t('dashboard.vouchers')}</Link>
            <p className={styles.hint}>{t('dashboard.vouchersHint')}</p>
          </li>
        </ul>
      </section>
    </div>
  );
}
