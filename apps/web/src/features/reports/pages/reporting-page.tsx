import type { ReportType } from '@portal/contracts/reports';
import { Breadcrumb } from '../../../components/breadcrumb/breadcrumb.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useSignedInClient } from '../../../lib/state/login-setup-api.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ReportSection } from '../components/report-section.tsx';
import styles from '../components/reports.module.css';
import reportsTexts from '../../../i18n/en-GB/reports.json';

addTexts(reportsTexts);

// Not the contracts' list: that module brings zod with it.
const KINDS: readonly ReportType[] = ['payroll', 'provider', 'lifeevent'];

/** /app/reporting: the payroll, provider and life event reports, each kind in its own section. */
export function ReportingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('reports.documentTitle'));
  const client = useSignedInClient();
  return (
    <div className={styles.page}>
      <Breadcrumb
        label={t('reports.breadcrumb')}
        items={[
          { label: t('reports.home'), to: paths.appHome },
          { label: t('reports.dashboard'), to: paths.appDashboard },
          { label: t('reports.heading') },
        ]}
      />
      <h1>{t('reports.heading')}</h1>
      <p>{t('reports.intro')}</p>
      {client?.id ? KINDS.map((type) => <ReportSection key={type} clientId={client.id} type={type} />) : null}
    </div>
  );
}
