import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import {
  SidePanelContext,
  type OpenSidePanel,
  type SidePanelControls,
  type SidePanelName,
  type SidePanels,
} from '../../lib/side-panels.ts';

// The panel's view (the registry of panels and the Radix dialog) loads with the first panel opened, so pages
// without panels, like the login page, never load it.
const SidePanelView = lazy(() => import('./side-panel-view.tsx'));

export interface Shown {
  name: SidePanelName;
  options: OpenSidePanel<SidePanelName>;
  /** False while the panel slides out (its content stays until then). */
  open: boolean;
  /** A new number per opening, so a panel opened again starts afresh. */
  key: number;
}

/**
 * Provides useSidePanels() to the app and shows the one open side panel: its entry from the registry inside a
 * SidePanel. On close it runs onClose with the panel's value, then onSuccess if the panel flagged success.
 */
export function SidePanelHost({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const succeeded = useRef(false);
  // The same as `shown`, for close(), which must not run its callbacks inside a state update.
  const active = useRef<Shown | null>(null);

  const show = useCallback((next: Shown) => {
    active.current = next;
    setShown(next);
  }, []);

  const close = useCallback(
    (value?: unknown) => {
      const panel = active.current;
      if (!panel?.open) return;
      show({ ...panel, open: false });
      panel.options.onClose?.(value);
      if (succeeded.current) panel.options.onSuccess?.();
      succeeded.current = false;
    },
    [show],
  );

  // A panel belongs to the page it was opened on: leaving the page (a link, the idle logout) closes it.
  const { pathname } = useLocation();
  useEffect(() => close(), [pathname, close]);

  const panels = useMemo<SidePanels>(
    () => ({
      open: (name, options = {}) => {
        succeeded.current = false;
        show({
          name,
          options: options as OpenSidePanel<SidePanelName>,
          open: true,
          key: (active.current?.key ?? 0) + 1,
        });
      },
      close,
    }),
    [show, close],
  );

  const controls: SidePanelControls = {
    close,
    markSucceeded: () => {
      succeeded.current = true;
    },
    switchTo: (name, props) => {
      const panel = active.current;
      if (!panel?.open) return;
      // The same key: the dialog stays open and only its content (and title) changes.
      show({ ...panel, name, options: { ...panel.options, props } as OpenSidePanel<SidePanelName> });
    },
  };

  return (
    <SidePanelContext value={panels}>
      {children}
      {shown ? (
        <Suspense fallback={null}>
          <SidePanelView key={shown.key} shown={shown} controls={controls} onClose={close} />
        </Suspense>
      ) : null}
    </SidePanelContext>
  );
}
