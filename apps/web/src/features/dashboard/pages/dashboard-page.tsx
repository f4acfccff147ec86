import { Link } from 'react-router';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useAppSelector } from '../../../lib/state/hooks.ts';
import { useSignedInClient } from '../../../lib/session/login-setup-api.ts';
import { selectSession } from '../../../lib/state/session-slice.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { InsightsCard } from '../components/insights-card.tsx';
import { RegistrationFigure } from '../components/registration-figure.tsx';
import { TakeUpCard } from '../components/take-up-card.tsx';
import { SignInLinkSender } from '../components/sign-in-link-sender.tsx';
import styles from '../components/dashboard.module.css';
import dashboardTexts from '../../../i18n/en-GB/dashboard.json';

addTexts(dashboardTexts);

/**
 * /app/dashboard/: the employer dashboard's landing page, linking to its sections. Engagement, insights,
 * take-up and approvals arrive with later work, each adding its card here.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { masquerade } = useAppSelector(selectSession);
  const client = useSignedInClient();
  useDocumentTitle(t('dashboard.documentTitle'));

  return (
    <div className={styles.page}>
      <h1>{t('dashboard.heading')}</h1>
      {client?.id ? (
        <div className={styles.cards}>
          <RegistrationFigure clientId={client.id} />
          <InsightsCard clientId={client.id} />
          <TakeUpCard />
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
