import { useSyncExternalStore } from 'react';
import type { TwoFactorAttempt } from '../../../lib/sign-in.ts';

/**
 * The two-factor step of a sign-in in progress: the login (or activation) answer's challenge, and during set-up
 * the new secret. Like the access token it lives in this module's memory only: never in Redux, browser storage or
 * the router's history state (which the browser keeps across reloads). A reload loses it, and the two-factor
 * pages then send the person back to the login (docs/spec-deviations.md: the challenge replaces the stored
 * e-mail and password). The two-factor feature's sign-in pages receive it from their route modules
 * (app/routes/sign-in).
 */

let held: TwoFactorAttempt | null = null;
const listeners = new Set<() => void>();

function changed(next: TwoFactorAttempt | null): void {
  held = next;
  for (const listener of listeners) listener();
}

export function beginTwoFactorAttempt(attempt: TwoFactorAttempt): void {
  changed({ ...attempt });
}

/** Keeps the secret of the set-up started for the current attempt. */
export function holdTwoFactorSetup(setup: { url: string; secret: string }): void {
  if (held) changed({ ...held, setup });
}

/** Signed in, closed, logged out, or the challenge can no longer be used. */
export function endTwoFactorAttempt(): void {
  if (held) changed(null);
}

export function currentTwoFactorAttempt(): TwoFactorAttempt | null {
  return held;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The attempt of the given kind, or null (none, or the other kind): the page then goes back to the login. */
export function useTwoFactorAttempt(kind: TwoFactorAttempt['kind']): TwoFactorAttempt | null {
  const attempt = useSyncExternalStore(subscribe, currentTwoFactorAttempt);
  return attempt?.kind === kind ? attempt : null;
}
