import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useReturnFocus, useScrollLock } from '../modal/dialog-focus.ts';
import { DialogBackdrop, DialogCloseButton, dialogCloseAnimation } from '../modal/dialog-parts.tsx';
import styles from './side-panel.module.css';

export interface SidePanelProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The panel's heading and accessible name. */
  title: string;
  /** The close button's accessible name. */
  closeLabel: string;
  children: ReactNode;
  /** The control that opened the panel, when it is not the element focused as the panel opens. */
  opener?: () => HTMLElement | null | undefined;
  /** Where focus goes on close when the opener has left the page. */
  fallbackFocus?: () => HTMLElement | null | undefined;
}

/**
 * A side panel: a modal dialog that slides in from the right (full width on small screens). Radix Dialog traps
 * focus and hides the rest of the page from assistive technology; Escape, the close button and a click on the
 * backdrop close it; focus returns to the opener. The backdrop and close button are the Modal's (dialog-parts.tsx).
 */
export function SidePanel({
  open,
  onOpenChange,
  title,
  closeLabel,
  children,
  opener,
  fallbackFocus,
}: SidePanelProps) {
  const focus = useReturnFocus({ open, opener, fallbackFocus });
  useScrollLock(open);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogBackdrop open={open} />
        <Dialog.Content
          className={styles.panel}
          style={dialogCloseAnimation}
          aria-describedby={undefined}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <DialogCloseButton label={closeLabel} />
          </div>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container must be focusable, so that a panel of tables and text alone still scrolls from the keyboard (axe: scrollable-region-focusable) */}
          <div className={styles.body} tabIndex={0}>
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
