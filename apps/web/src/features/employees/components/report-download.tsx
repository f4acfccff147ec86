import type { ReportFormat } from '@portal/contracts/employees';
import { useState } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { useAnnounce } from '../../../lib/announcer.ts';
import { apiDownload } from '../../../lib/api-transfer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import styles from './employees.module.css';
import employeesTexts from '../../../i18n/en-GB/employees.json';

addTexts(employeesTexts);

/**
 * Downloads what a list shows, as CSV or XLSX: the server streams the file, and the browser writes it to the
 * file the person chooses as it arrives (lib/api-transfer.ts).
 */
export function ReportDownload({ label, pathOf }: { label: string; pathOf(format: ReportFormat): string }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async (format: ReportFormat) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    announce(t('employees.data.downloading'));
    const answer = await apiDownload({ path: pathOf(format), fallbackName: `report.${format}` });
    setBusy(false);
    if (!answer.ok) setFailure(answer.error);
    else if (answer.data.saved) announce(t('employees.data.downloaded', { file: answer.data.fileName }));
  };
  return (
    <div className={styles.download} role="group" aria-label={label}>
      <Button variant="secondary" aria-disabled={busy} onClick={() => void download('csv')}>
        {t('employees.data.downloadCsv')}
      </Button>
      <Button variant="secondary" aria-disabled={busy} onClick={() => void download('xlsx')}>
        {t('employees.data.downloadXlsx')}
      </Button>
      {failure ? (
        <Banner variant="error" role="alert">
          <p>{t('employees.data.downloadFailed', { error: failure })}</p>
        </Banner>
      ) : null}
    </div>
  );
}
