import { requestTo } from '../../../lib/console-request.ts';
import consoleAuditTexts from '../../../i18n/en-GB/console-audit.json';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useListConsoleAuditQuery } from '../api.ts';
import { AuditTrail, type AuditQuery, type FilterName } from '../components/audit-trail.tsx';

addTexts(consoleAuditTexts);

const FILTERS: readonly FilterName[] = ['client', 'actor', 'kind', 'from', 'to'];
const downloadPath = (query: AuditQuery) => requestTo('consoleAuditDownload', { query }).path;

/** /console/audit/: every recorded event, filtered by client, actor, kind and day, paged, and as CSV. */
export default function AuditPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('consoleAudit.documentTitle'));
  return (
    <div>
      <h1>{t('consoleAudit.heading')}</h1>
      <AuditTrail
        filterNames={FILTERS}
        useEvents={useListConsoleAuditQuery}
        downloadPath={downloadPath}
        intro={t('consoleAudit.intro')}
      />
    </div>
  );
}
