/**
 * The portal's clock in the browser (issue 35, the demo's clock): the browser's time moved by the offset the
 * server says its clock is moved by (the login setup; the console's Demo clock page after a move). 0 when the
 * clock is not moved, which is always so when the portal runs for real. What depends on the portal's date
 * (today in a form, the banner) reads `portalNow()`; elapsed times (idle, token lifetimes) keep Date.now().
 */
import { useCallback, useSyncExternalStore } from 'react';

/**
 * "Thursday 3 December 2026, 09:00": the portal's UK time, as the banner says it. Built when first needed: the first
 * DateTimeFormat a page builds loads the browser's locale and time-zone data, which took a third of the main bundle's
 * start on the login page, where no banner shows.
 */
let ukTime: Intl.DateTimeFormat | undefined;
const ukTimeFormat = () =>
  (ukTime ??= new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  }));

export function formatPortalTime(date: Date): string {
  const parts = ukTimeFormat().formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((piece) => piece.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}`;
}

let offsetMs = 0;
const listeners = new Set<() => void>();

export function portalNow(): Date {
  return new Date(Date.now() + offsetMs);
}

export function setPortalClockOffset(next: number): void {
  if (next === offsetMs) return;
  offsetMs = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The offset, re-rendering when it changes (0: not moved; the server draws a first screen unmoved). */
export function usePortalClockOffset(): number {
  return useSyncExternalStore(
    subscribe,
    () => offsetMs,
    () => 0,
  );
}

/** The portal's time to the second, read again every `everyMs` and whenever the offset changes. */
export function usePortalTime(everyMs: number): Date {
  const subscribeTicks = useCallback(
    (listener: () => void) => {
      const timer = window.setInterval(listener, everyMs);
      const unsubscribe = subscribe(listener);
      return () => {
        window.clearInterval(timer);
        unsubscribe();
      };
    },
    [everyMs],
  );
  const seconds = useSyncExternalStore(subscribeTicks, () => Math.floor(portalNow().getTime() / 1000));
  return new Date(seconds * 1000);
}
