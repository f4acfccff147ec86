import * as Dialog from '@radix-ui/react-dialog';
import { MODAL_CLOSE_ANIMATION_MS } from '@portal/contracts/constants';
import type { CSSProperties } from 'react';
import styles from './dialog-parts.module.css';

/** The length of the closing animation, for the dialog element and its backdrop alike. */
export const dialogCloseAnimation = {
  '--dialog-close-duration': `${MODAL_CLOSE_ANIMATION_MS}ms`,
} as CSSProperties;

/**
 * The dimmed page behind a modal or side panel. Radix's Overlay is not used: it injects a <style> element, which
 * the Content-Security-Policy forbids. A click on it reaches Radix as a click outside, which closes the dialog.
 */
export function DialogBackdrop({ open }: { open: boolean }) {
  return (
    <div
      className={styles.backdrop}
      data-state={open ? 'open' : 'closed'}
      style={dialogCloseAnimation}
      aria-hidden="true"
    />
  );
}

/** The × button that closes the dialog; `label` is its accessible name. */
export function DialogCloseButton({ label }: { label: string }) {
  return (
    <Dialog.Close className={styles.close} aria-label={label}>
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    </Dialog.Close>
  );
}
