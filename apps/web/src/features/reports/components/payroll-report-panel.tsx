import type { SidePanelComponentProps } from '../../../lib/side-panels.ts';
import { ReportPanel } from './report-panel.tsx';

/** payroll-report: choose the period and the file type of a payroll report. */
export default function PayrollReportPanel({ clientId }: SidePanelComponentProps<'payroll-report'>) {
  return <ReportPanel clientId={clientId} type="payroll" />;
}
