import type { SidePanelComponentProps } from '../../../lib/side-panels.ts';
import { ReportPanel } from './report-panel.tsx';

/** provider-report: choose the period and the file type of a provider report. */
export default function ProviderReportPanel({ clientId }: SidePanelComponentProps<'provider-report'>) {
  return <ReportPanel clientId={clientId} type="provider" />;
}
