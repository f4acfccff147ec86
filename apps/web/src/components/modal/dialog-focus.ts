import { useEffect, useLayoutEffect, useRef } from 'react';

interface ReturnFocusOptions {
  open: boolean;
  /** Where focus goes on close when the element that opened the dialog has left the page. */
  fallbackFocus?: () => HTMLElement | null | undefined;
  /** False when focus should go to the fallback rather than back to the opener (a link in it led elsewhere). */
  shouldReturnFocus?: () => boolean;
  /** The opener, when it is not the element focused as the dialog opens (e.g. a menu item that has closed). */
  opener?: () => HTMLElement | null | undefined;
}

const focusedElement = () => (document.activeElement instanceof HTMLElement ? document.activeElement : null);

/**
 * Radix Dialog's focus hand-over for our dialogs: remember the opener as the dialog opens, and on close send focus
 * back to it, or to the fallback when it is gone. The opener is remembered when `open` turns true, before the
 * dialog's content mounts: content that focuses a field of its own on mount keeps Radix from reporting the
 * opening (its auto-focus only runs when focus is still outside).
 */
export function useReturnFocus({ open, fallbackFocus, shouldReturnFocus, opener }: ReturnFocusOptions) {
  const remembered = useRef<HTMLElement | null>(null);
  const openerOf = useRef(opener);
  useLayoutEffect(() => {
    openerOf.current = opener;
  });
  useLayoutEffect(() => {
    if (open) remembered.current = openerOf.current?.() ?? focusedElement();
  }, [open]);

  return {
    onOpenAutoFocus: () => {
      remembered.current ??= openerOf.current?.() ?? focusedElement();
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const back = (shouldReturnFocus?.() ?? true) && remembered.current?.isConnected;
      const target = back ? remembered.current : fallbackFocus?.();
      target?.focus();
    },
  };
}

/** Page scrolling stops while a dialog is open (our CSS on <html>: Radix's own lock injects a <style>). */
export function useScrollLock(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    document.documentElement.classList.add('modal-open');
    return () => document.documentElement.classList.remove('modal-open');
  }, [open]);
}
