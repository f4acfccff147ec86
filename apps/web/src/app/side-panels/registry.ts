import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { i18n } from '../../lib/i18n.ts';
import type { SidePanelComponentProps, SidePanelName } from '../../lib/side-panels.ts';

interface SidePanelEntry<Name extends SidePanelName> {
  /** The panel's heading and accessible name. */
  title(): string;
  /** Loaded when the panel first opens. */
  component: LazyExoticComponent<ComponentType<SidePanelComponentProps<Name>>>;
}

/** Every side panel by name (spec section 2, Side panels): later issues add two-fa-qr, two-fa-disable, ... */
export const sidePanelRegistry: { [Name in SidePanelName]: SidePanelEntry<Name> } = {
  'change-password': {
    title: () => i18n.t('changePassword.title'),
    component: lazy(() => import('../../features/auth/components/change-password-panel.tsx')),
  },
};
