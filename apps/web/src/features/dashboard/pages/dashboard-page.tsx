import { Link } from 'react-router';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { accessFactsOf, canApproveSelections, canOpenReports } from '../../../lib/access-rules.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useAppSelector } from '../../../lib/state/hooks.ts';
import { useSignedInClient } from '../../../lib/session/login-setup-api.ts';
import { selectSession } from '../../../lib/state/session-slice.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRouteMessage } from '../../../lib/use-route-message.ts';
import { ApprovalsCard } from '../components/approvals-card.tsx';
import { InsightsCard } from '../components/insights-card.tsx';
import { RegistrationFigure } from '../components/registration-figure.tsx';
import { TakeUpCard } from '../components/take-up-card.tsx';
import { SignInLinkSender } from '../components/sign-in-link-sender.tsx';
import styles from '../components/dashboard.module.css';
import approvalsTexts from '../../../i18n/en-GB/approvals.json';
import dashboardTexts from '../../../i18n/en-GB/dashboard.json';

addTexts(approvalsTexts, dashboardTexts);

/**
 * /app/dashboard/: the employer dashboard's landing page: the cards of registration, insights, take-up and
 * (for approvers) approvals, each linking to its page; the sign-in-link sender; and, after a decision on
 * selections, how it went.
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
        <SignInLinkSender clientId={client.id} schemeId={client.scheme.id} />
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
          <li>
            <Link to={paths.ccvManage}>{t('dashboard.vouchers')}</Link>
            <p className={styles.hint}>{t('dashboard.vouchersHint')}</p>
          </li>
        </ul>
      </section>
    </div>
  );
}
