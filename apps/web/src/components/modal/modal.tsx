import * as Dialog from '@radix-ui/react-dialog';
import { MODAL_CLOSE_ANIMATION_MS } from '@portal/contracts/constants';
import type { CSSProperties, ReactNode } from 'react';
import { useReturnFocus, useScrollLock } from './dialog-focus.ts';
import styles from './modal.module.css';

interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The dialog's accessible name. */
  title: string;
  description?: string;
  /** The close button's accessible name. Without it there is no close button: the dialog's own buttons are the
   * way out (Escape still closes it). */
  closeLabel?: string;
  children: ReactNode;
  /** Where focus goes on close when the element that opened the modal has left the page (e.g. main content). */
  fallbackFocus?: () => HTMLElement | null | undefined;
  /** 'fullScreen' covers the whole viewport (the mobile menu). */
  variant?: 'default' | 'fullScreen';
  /** The dialog element's id, for a button that controls it (aria-controls). */
  contentId?: string;
  /** False when focus should go to the fallback rather than back to the opener (a link in it led elsewhere). */
  shouldReturnFocus?: () => boolean;
}

const animation = { '--modal-close-duration': `${MODAL_CLOSE_ANIMATION_MS}ms` } as CSSProperties;

/**
 * A modal dialog (Radix Dialog: focus trapped inside, Escape and the close button close it, the rest of the page
 * hidden from assistive technology). Radix's Overlay is not used: it injects a <style> element, which the
 * Content-Security-Policy forbids; the backdrop and the scroll lock here use our own CSS instead.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  fallbackFocus,
  variant = 'default',
  contentId,
  shouldReturnFocus,
}: ModalProps) {
  const focus = useReturnFocus({ open, fallbackFocus, shouldReturnFocus });
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
          id={contentId}
          className={`${styles.dialog} ${variant === 'fullScreen' ? styles.fullScreen : ''}`}
          style={animation}
          {...(description ? {} : { 'aria-describedby': undefined })}
          // Focus returns to the control that opened the modal, or to the fallback when that control is gone.
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {closeLabel ? (
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
            ) : null}
          </div>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          ) : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
