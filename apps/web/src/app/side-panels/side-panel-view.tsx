import { Suspense, type ComponentType } from 'react';
import { SidePanel } from '../../components/side-panel/side-panel.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { mainContent } from '../../lib/main-content.ts';
import type { SidePanelControls } from '../../lib/side-panels.ts';
import { sidePanelRegistry } from './registry.ts';
import type { Shown } from './side-panel-host.tsx';

/** The open side panel: its registry entry inside the dialog (loaded by the host with the first panel). */
export default function SidePanelView({
  shown,
  controls,
  onClose,
}: {
  shown: Shown;
  controls: SidePanelControls;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const entry = sidePanelRegistry[shown.name];
  const Panel = entry.component as ComponentType<SidePanelControls & object>;
  return (
    <SidePanel
      open={shown.open}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={entry.title()}
      closeLabel={t('common.close')}
      opener={() => shown.options.opener}
      fallbackFocus={mainContent}
    >
      <Suspense fallback={<Spinner label={t('sidePanel.loading')} />}>
        <Panel {...shown.options.props} {...controls} />
      </Suspense>
    </SidePanel>
  );
}
