/**
 * Full page loads to addresses outside the app (single sign-on). One object, so that unit tests, where jsdom cannot
 * navigate, can observe where the app sent the browser.
 */
export const browserNavigation = {
  leaveTo(url: string): void {
    window.location.assign(url);
  },
};
