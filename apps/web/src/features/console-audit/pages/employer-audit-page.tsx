import { skipToken } from '@reduxjs/toolkit/query';
import { Breadcrumb } from '../../../components/breadcrumb/breadcrumb.tsx';
import { requestTo } from '../../../lib/endpoint-request.ts';
import consoleAuditTexts from '../../../i18n/en-GB/console-audit.json';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useSignedInClient } from '../../../lib/state/login-setup-api.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useListEmployerAuditQuery } from '../api.ts';
import { AuditTrail, type AuditQuery, type FilterName } from '../components/audit-trail.tsx';

addTexts(consoleAuditTexts);

// The client is the employer's own: no client filter.
const FILTERS: readonly FilterName[] = ['actor', 'kind', 'from', 'to'];

/** /app/dashboard/audit-trail/: the employer's own client's trail (its people and settings), and as CSV. */
export function EmployerAuditPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('consoleAudit.documentTitle'));
  const clientId = useSignedInClient()?.id;
  const useEvents = (query: AuditQuery) =>
    useListEmployerAuditQuery(clientId ? { clientId, query } : skipToken);
  const downloadPath = (query: AuditQuery) =>
    requestTo('employerAuditDownload', { params: { clientId: clientId ?? '' }, query }).path;
  return (
    <div>
      <Breadcrumb
        label={t('consoleAudit.breadcrumb')}
        items={[
          { label: t('consoleAudit.home'), to: paths.appHome },
          { label: t('consoleAudit.dashboard'), to: paths.appDashboard },
          { label: t('consoleAudit.heading') },
        ]}
      />
      <h1>{t('consoleAudit.heading')}</h1>
      <AuditTrail
        filterNames={FILTERS}
        useEvents={useEvents}
        downloadPath={downloadPath}
        intro={t('consoleAudit.employerIntro')}
      />
    </div>
  );
}
