import * as Dialog from '@radix-ui/react-dialog';
import { MODAL_CLOSE_ANIMATION_MS } from '@portal/contracts/constants';
import type { CSSProperties, ReactNode } from 'react';
import { useReturnFocus, useScrollLock } from '../modal/dialog-focus.ts';
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

const animation = { '--panel-close-duration': `${MODAL_CLOSE_ANIMATION_MS}ms` } as CSSProperties;

/**
 * A side panel: a modal dialog that slides in from the right (full width on small screens). Radix Dialog traps
 * focus and hides the rest of the page from assistive technology; Escape, the close button and a click on the
 * backdrop close it; focus returns to the opener. Like the Modal, no Radix Overlay (it injects a <style>).
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
        <div
          className={styles.backdrop}
          data-state={open ? 'open' : 'closed'}
          style={animation}
          aria-hidden="true"
        />
        <Dialog.Content
          className={styles.panel}
          style={animation}
          aria-describedby={undefined}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={closeLabel}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path
                  d="M4 4l12 12M16 4L4 16"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              </svg>
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
