import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useReturnFocus, useScrollLock } from './dialog-focus.ts';
import { DialogBackdrop, DialogCloseButton, dialogCloseAnimation } from './dialog-parts.tsx';
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

/**
 * A modal dialog (Radix Dialog: focus trapped inside, Escape and the close button close it, the rest of the page
 * hidden from assistive technology), over our own backdrop (dialog-parts.tsx) and scroll lock.
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
        <DialogBackdrop open={open} />
        <Dialog.Content
          id={contentId}
          className={`${styles.dialog} ${variant === 'fullScreen' ? styles.fullScreen : ''}`}
          style={dialogCloseAnimation}
          {...(description ? {} : { 'aria-describedby': undefined })}
          // Focus returns to the control that opened the modal, or to the fallback when that control is gone.
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {closeLabel ? <DialogCloseButton label={closeLabel} /> : null}
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
