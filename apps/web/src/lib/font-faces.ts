/**
 * The theme fonts' faces (styles/font-faces.css) as a stylesheet of their own, which the server names in the head
 * of the pages whose first screen shows text at once (apps/server/src/plugins/web-fonts.ts). Where it does not (the
 * signed-in home page, whose first screen waits for the app and its data), the app links it once the page's content
 * is drawn: on a phone the faces (about 88 KB) would otherwise share the network with the bundle, the data and the
 * first card's picture, the page's largest paint (issue 37). Until then its text shows in the fallback font; the
 * boxes it sits in have fixed sizes, so the swap moves nothing.
 */
import fontFacesUrl from '../styles/font-faces.css?url';
import { paths } from './paths.ts';

/** However long the page's content takes, the fonts come after this long. */
export const FONT_FACES_LATEST_MS = 3000;

let contentDrawn: () => void = () => {};
const drawn = new Promise<void>((resolve) => {
  contentDrawn = resolve;
});

/** The page whose largest paint waits for its data (the home page) says its content is on the screen. */
export function pageContentDrawn(): void {
  contentDrawn();
}

const facesPath = () => new URL(fontFacesUrl, location.href).pathname;

function headNamesFontFaces(): boolean {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
    (link) => new URL(link.href, location.href).pathname === facesPath(),
  );
}

/** Links the font faces' stylesheet unless the page has it already. */
export function linkFontFaces(): void {
  if (headNamesFontFaces()) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = fontFacesUrl;
  document.head.appendChild(link);
}

/**
 * On every page but the home page the faces are wanted at once: a visitor the home page sends on (to the login
 * page when the session has ended, to the terms or two-factor set-up) must not wait for the home page's cards.
 * Called by the page frame on each navigation.
 */
export function linkFontFacesOffTheHomePage(pathname: string): void {
  if (`${pathname.replace(/\/+$/, '')}/` !== paths.appHome) linkFontFaces();
}

/**
 * At the app's start: nothing where the head names the faces; for a signed-in visitor's page whose head does not
 * (the session boot is fetching its data), linkFontFaces once its content is drawn, after the frame that shows it
 * (FONT_FACES_LATEST_MS at the latest); otherwise at once.
 */
export function linkFontFacesAfterPageContent(): void {
  if (headNamesFontFaces()) return;
  if (!window.portalEarlyAnswers) {
    linkFontFaces();
    return;
  }
  const latest = new Promise((resolve) => setTimeout(resolve, FONT_FACES_LATEST_MS));
  void Promise.race([drawn, latest]).then(() => requestAnimationFrame(() => setTimeout(linkFontFaces, 0)));
}
