import { hasLoggedInFlag } from '../features/auth/session/stored-session.ts';
import type { AppStore } from './store.ts';

/** Set on <html> by the session boot (public/session-boot.js) when the server's first screen is not this visitor's. */
export const SET_ASIDE_ATTRIBUTE = 'data-server-screen';

/**
 * Whether the root holds a first screen the server drew (server-screen/) that is exactly what this visitor's first
 * render draws: the server draws a first visit's screen, so not for a visitor who has made a cookie choice (no
 * banner) or is signed in (the session is restored first).
 */
export function canHydrateServerScreen(root: HTMLElement, store: AppStore): boolean {
  if (root.firstElementChild === null) return false;
  if (document.documentElement.hasAttribute(SET_ASIDE_ATTRIBUTE)) return false;
  return !store.getState().cookie.cookiesAccepted && !hasLoggedInFlag();
}

/** Empties the root of a first screen the app does not hydrate and shows the root again for the app's own. */
export function setAsideServerScreen(root: HTMLElement): void {
  root.replaceChildren();
  document.documentElement.removeAttribute(SET_ASIDE_ATTRIBUTE);
}
