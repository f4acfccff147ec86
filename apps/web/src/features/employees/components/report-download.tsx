import type { ReportFormat } from '@portal/contracts/employees';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useFileDownload } from '../../../lib/use-file-download.ts';
import styles from './employees.module.css';
import employeesTexts from '../../../i18n/en-GB/employees.json';

addTexts(employeesTexts);

/**
 * Downloads what a list shows, as CSV or XLSX: the server streams the file, and the browser writes it to the
 * file the person chooses as it arrives (lib/api-transfer.ts).
 */
export function ReportDownload({ label, pathOf }: { label: string; pathOf(format: ReportFormat): string }) {
  const { t } = useTranslation();
  const {
    busy,
    failure,
    download: save,
  } = useFileDownload({
    downloading: t('employees.data.downloading'),
    downloaded: (file) => t('employees.data.downloaded', { file }),
  });
  const download = (format: ReportFormat) => save(pathOf(format), `report.${format}`);
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
