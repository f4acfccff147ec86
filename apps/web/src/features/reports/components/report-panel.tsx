import type { ReportFormat } from '@portal/contracts/employees';
import type { PayrollLayout, ReportItem, ReportType } from '@portal/contracts/reports';
import { useState } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { SelectField } from '../../../components/text-field/select-field.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useGetReportsQuery } from '../reports-api.ts';
import { useReportDownload } from '../use-report-download.ts';
import { BuildProgress } from './build-progress.tsx';
import { LayoutField } from './layout-field.tsx';
import styles from './reports.module.css';
import reportsTexts from '../../../i18n/en-GB/reports.json';

addTexts(reportsTexts);

const MONTHS = Array.from({ length: 12 }, (_, index) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, index, 1)),
  ),
);
const distinct = <T,>(values: T[]) => [...new Set(values)];

/**
 * The payroll-report, provider-report and lifeevent-report panels: the period (and provider) chosen from the
 * reports that exist, newest first, and the file type to download it as.
 */
export function ReportPanel({ clientId, type }: { clientId: string; type: ReportType }) {
  const { t } = useTranslation();
  const reports = useGetReportsQuery({ clientId, type });
  const all = reports.data?.reports ?? [];
  const [year, setYear] = useState('');
  const [month, setMonth] = useState('');
  const [provider, setProvider] = useState('');
  const [layout, setLayout] = useState<PayrollLayout>('standard');
  const { busy, failure, save: saveReports, preparing, progress } = useReportDownload(clientId);
  const byMonth = type !== 'lifeevent';
  const chosenYear = year || String(all[0]?.year ?? '');
  const inYear = all.filter((report) => String(report.year) === chosenYear);
  const chosenMonth = byMonth ? month || String(inYear[0]?.month ?? '') : '';
  const inMonth = inYear.filter((report) => !byMonth || String(report.month) === chosenMonth);
  const chosenProvider = type === 'provider' ? provider || (inMonth[0]?.providerName ?? '') : '';
  const report: ReportItem | undefined = inMonth.find(
    (candidate) => type !== 'provider' || candidate.providerName === chosenProvider,
  );
  const save = (format: ReportFormat) => {
    if (report && !busy) void saveReports({ reports: [report], format, layout });
  };

  return (
    <div className={styles.panel}>
      <QueryState
        status={reports.isError ? 'error' : reports.data ? 'success' : 'loading'}
        errorText={t(`reports.kinds.${type}.error`)}
        onRetry={() => void reports.refetch()}
        isEmpty={all.length === 0}
        emptyText={t(`reports.kinds.${type}.empty`)}
      >
        <SelectField
          id={`${type}-report-year`}
          label={t('reports.panel.year')}
          placeholder={t('reports.panel.placeholder')}
          value={chosenYear}
          options={distinct(all.map((item) => String(item.year))).map((value) => ({ label: value, value }))}
          onChange={(event) => {
            setYear(event.target.value);
            setMonth('');
            setProvider('');
          }}
        />
        {byMonth ? (
          <SelectField
            id={`${type}-report-month`}
            label={t('reports.panel.month')}
            placeholder={t('reports.panel.placeholder')}
            value={chosenMonth}
            options={distinct(inYear.map((item) => item.month!)).map((value) => ({
              label: MONTHS[value - 1]!,
              value: String(value),
            }))}
            onChange={(event) => {
              setMonth(event.target.value);
              setProvider('');
            }}
          />
        ) : null}
        {type === 'provider' ? (
          <SelectField
            id="provider-report-provider"
            label={t('reports.panel.provider')}
            placeholder={t('reports.panel.placeholder')}
            value={chosenProvider}
            options={distinct(inMonth.map((item) => item.providerName!)).map((value) => ({
              label: value,
              value,
            }))}
            onChange={(event) => setProvider(event.target.value)}
          />
        ) : null}
        {type === 'payroll' ? (
          <LayoutField id="payroll-report-layout" value={layout} onChange={setLayout} />
        ) : null}
        {report ? (
          <div
            className={styles.actions}
            role="group"
            aria-label={t('reports.downloadGroup', { label: report.label })}
          >
            <Button aria-disabled={busy} onClick={() => save('csv')}>
              {t('reports.downloadCsv')}
            </Button>
            <Button variant="secondary" aria-disabled={busy} onClick={() => save('xlsx')}>
              {t('reports.downloadXlsx')}
            </Button>
          </div>
        ) : (
          <p>{t('reports.panel.none')}</p>
        )}
        {preparing ? <BuildProgress progress={progress} /> : null}
        {failure ? (
          <Banner variant="error" role="alert">
            <p>{t(`reports.kinds.${type}.error`)}</p>
            <p>{t('reports.failed', { error: failure })}</p>
          </Banner>
        ) : null}
      </QueryState>
    </div>
  );
}
