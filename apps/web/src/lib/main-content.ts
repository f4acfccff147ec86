/** The main landmark's id: the skip link's target and where focus goes after navigation. */
export const MAIN_CONTENT_ID = 'main-content';

export function mainContent(): HTMLElement | null {
  return document.getElementById(MAIN_CONTENT_ID);
}
