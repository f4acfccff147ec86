import type { SidePanelComponentProps } from '../../../lib/side-panels.ts';
import { ReportPanel } from './report-panel.tsx';

/** lifeevent-report: choose the period and the file type of a life event report. */
export default function LifeEventReportPanel({ clientId }: SidePanelComponentProps<'lifeevent-report'>) {
  return <ReportPanel clientId={clientId} type="lifeevent" />;
}
