import type { ReportFormat } from '@portal/contracts/employees';
import type { PayrollLayout, ReportItem, ReportType } from '@portal/contracts/reports';
import { useMemo, useState } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { DataTable, type TableColumn } from '../../../components/data-table/data-table.tsx';
import {
  ChooseAllBox,
  ChooseRowBox,
  RowChoiceProvider,
  useRowChoice,
} from '../../../components/data-table/row-choice.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useSidePanels } from '../../../lib/side-panels.ts';
import { useGetReportsQuery } from '../reports-api.ts';
import { useReportDownload } from '../use-report-download.ts';
import { BuildProgress } from './build-progress.tsx';
import { LayoutField } from './layout-field.tsx';
import styles from './reports.module.css';
import reportsTexts from '../../../i18n/en-GB/reports.json';

addTexts(reportsTexts);

const PANELS = {
  payroll: 'payroll-report',
  provider: 'provider-report',
  lifeevent: 'lifeevent-report',
} as const;

/**
 * One kind of report: what it is, its side panel to choose one by period, and the list of every file ready,
 * each to download as CSV or XLSX, or several chosen to download together as one ZIP.
 */
export function ReportSection({ clientId, type }: { clientId: string; type: ReportType }) {
  const { t } = useTranslation();
  const panels = useSidePanels();
  const reports = useGetReportsQuery({ clientId, type });
  const rows = reports.data?.reports ?? [];
  const { chosen, choice } = useRowChoice(rows.map((report) => report.id));
  const [layout, setLayout] = useState<PayrollLayout>('standard');
  const { busy, failure, save, preparing, progress } = useReportDownload(clientId);
  const columns = useMemo<TableColumn<ReportItem>[]>(() => {
    const saveOne = (report: ReportItem, format: ReportFormat) =>
      void save({ reports: [report], format, layout });
    return [
      {
        id: 'choose',
        header: () => (
          <ChooseAllBox
            label={t('reports.chooseAll', { kind: t(`reports.kinds.${type}.caption`).toLowerCase() })}
          />
        ),
        cell: ({ row }) => (
          <ChooseRowBox id={row.original.id} label={t('reports.chooseOne', { label: row.original.label })} />
        ),
      },
      { id: 'report', header: () => t('reports.report'), cell: ({ row }) => row.original.label },
      {
        id: 'download',
        header: () => t('reports.download'),
        cell: ({ row }) => (
          <div className={styles.actions}>
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                variant="secondary"
                aria-label={t('reports.downloadOne', {
                  label: row.original.label,
                  format: format === 'csv' ? 'CSV' : 'Excel',
                })}
                onClick={() => saveOne(row.original, format)}
              >
                {format === 'csv' ? t('reports.downloadCsv') : t('reports.downloadXlsx')}
              </Button>
            ))}
          </div>
        ),
      },
    ];
  }, [t, type, save, layout]);
  const chosenReports = rows.filter((report) => chosen.has(report.id));
  const chosenIds = chosenReports.map((report) => report.id);
  const [askedEmpty, setAskedEmpty] = useState(false);
  const zip = (format: ReportFormat) => {
    setAskedEmpty(chosenIds.length === 0);
    if (chosenIds.length > 0 && !busy) void save({ reports: chosenReports, format, layout });
  };

  return (
    <section className={styles.section} aria-labelledby={`${type}-reports`}>
      <h2 id={`${type}-reports`}>{t(`reports.kinds.${type}.heading`)}</h2>
      <p>{t(`reports.kinds.${type}.intro`)}</p>
      <div>
        <Button
          variant="secondary"
          onClick={(event) => panels.open(PANELS[type], { props: { clientId }, opener: event.currentTarget })}
        >
          {t(`reports.kinds.${type}.choose`)}
        </Button>
      </div>
      <QueryState
        status={reports.isError ? 'error' : reports.data ? 'success' : 'loading'}
        errorText={t(`reports.kinds.${type}.error`)}
        onRetry={() => void reports.refetch()}
        isEmpty={rows.length === 0}
        emptyText={t(`reports.kinds.${type}.empty`)}
      >
        {type === 'payroll' ? <LayoutField id="payroll-layout" value={layout} onChange={setLayout} /> : null}
        <RowChoiceProvider choice={choice}>
          <DataTable
            caption={t(`reports.kinds.${type}.caption`)}
            columns={columns}
            rows={rows}
            rowId={(report) => report.id}
          />
        </RowChoiceProvider>
        <div className={styles.actions}>
          <p role="status">
            {askedEmpty && chosenIds.length === 0
              ? t('reports.chooseFirst')
              : t('reports.chosen', { count: chosenIds.length })}
          </p>
          <Button aria-disabled={busy || chosenIds.length === 0} onClick={() => zip('csv')}>
            {t('reports.zipCsv')}
          </Button>
          <Button
            variant="secondary"
            aria-disabled={busy || chosenIds.length === 0}
            onClick={() => zip('xlsx')}
          >
            {t('reports.zipXlsx')}
          </Button>
        </div>
        {preparing ? <BuildProgress progress={progress} /> : null}
      </QueryState>
      {failure ? (
        <Banner variant="error" role="alert">
          <p>{t(`reports.kinds.${type}.error`)}</p>
          <p>{t('reports.failed', { error: failure })}</p>
        </Banner>
      ) : null}
    </section>
  );
}
