import { useEffect, type RefObject } from 'react';

declare global {
  interface Window {
    /** Buttons clicked on a screen the server drew before the app ran (public/app-start.js). */
    portalEarlyClicks?: HTMLElement[];
  }
}

/** Set on <html> once the app's frame runs: public/app-start.js then stops keeping clicks. */
export const APP_RUNNING_ATTRIBUTE = 'data-app-running';

/** Set by public/app-start.js on a button it kept, so that styles may answer the click before the app runs. */
const CLICKED_EARLY_ATTRIBUTE = 'data-clicked-early';

/** Clicks again, once, each kept button that is in `part` and still on the page; the others stay kept. */
function replayEarlyClicks(inPart: (button: HTMLElement) => boolean): void {
  const clicked = window.portalEarlyClicks ?? [];
  window.portalEarlyClicks = clicked.filter((button) => !inPart(button));
  for (const button of clicked.filter(inPart)) {
    button.removeAttribute(CLICKED_EARLY_ATTRIBUTE);
    if (button.isConnected) button.click();
  }
}

/**
 * In the app's frame: from its first commit on, its buttons answer clicks themselves, and the frame's own buttons
 * clicked before (the cookie banner's Accept, say) are clicked again now, close to when the visitor clicked them:
 * a late answer moves the page under the visitor's next tap. A change in the frame does not reach the page's
 * content still being taken over (nothing it reads changes). Buttons in `main` wait for the content
 * (ReplayEarlyClicks).
 */
export function useAppRunning(main: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    document.documentElement.setAttribute(APP_RUNNING_ATTRIBUTE, '');
    replayEarlyClicks((button) => !main.current?.contains(button));
  }, [main]);
}

/**
 * On a screen the server drew, a button in the page's content clicked before the app ran did nothing: the page's
 * start script kept it. Placed beside the page's content, this clicks each again once that content has been taken
 * over too (a change before then would make React draw the content again, losing what was typed). Links need no
 * app.
 */
export function ReplayEarlyClicks() {
  useEffect(() => replayEarlyClicks(() => true), []);
  return null;
}
