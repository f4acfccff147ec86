import { useEffect } from 'react';

declare global {
  interface Window {
    /** Buttons clicked on a screen the server drew before the app ran (public/app-start.js). */
    portalEarlyClicks?: HTMLElement[];
  }
}

/** Set on <html> once the app's frame runs: public/app-start.js then stops keeping clicks. */
export const APP_RUNNING_ATTRIBUTE = 'data-app-running';

/** In the app's frame: from its first commit on, its buttons answer clicks themselves. */
export function useAppRunning(): void {
  useEffect(() => {
    document.documentElement.setAttribute(APP_RUNNING_ATTRIBUTE, '');
  }, []);
}

/**
 * On a screen the server drew, a button clicked before the app ran did nothing (the cookie banner's Accept, say):
 * the page's start script kept it. Placed beside the page's content, this clicks each again once that content has
 * been taken over too (a change before then would make React draw the page again, losing what was typed). Links
 * need no app.
 */
export function ReplayEarlyClicks() {
  useEffect(() => {
    const clicked = window.portalEarlyClicks ?? [];
    window.portalEarlyClicks = [];
    for (const button of clicked) if (button.isConnected) button.click();
  }, []);
  return null;
}
