/**
 * The first screen the server draws (issue 37): the login page's HTML in the page, in the tenant's theme, painted
 * before any script, with the app started after it; other pages as before. The build's renderer here is a stand-in
 * file with the renderer's interface (the web app's own is tested in apps/web/src/server-screen/).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, seedDemo, type TestApp } from './harness.ts';

const PAGE = `<!doctype html>
<html lang="en-GB">
  <head>
    <title>Benefits portal</title>
    <script defer src="/theme-boot.js"></script>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const APP_START = '(function () { window.started = document.currentScript.getAttribute("data-src"); })();\n';
// Draws the brand name and counts its draws, so that the test sees which screens are kept.
const RENDERER = `let draws = 0;
export async function renderFirstScreen(pagePath, theme) {
  draws += 1;
  if (theme.benefitBrandName === 'Northwind Rewards') throw new Error('cannot draw');
  return {
    html: '<main><h1>Log in to ' + theme.benefitBrandName + '</h1><p>draw ' + draws + ' of ' + pagePath + '</p></main>',
    themeStyle: ':root{--colour-primary:' + theme.primaryColour + '}',
  };
}
`;

const ROUTE_CSS = '._page_1{margin:0 auto}';
const STYLE = `:root{--colour-primary:#00857c}\n${ROUTE_CSS}`;

let webDir: string;
let t: TestApp;

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
const get = (url: string, host = 'localhost') => t.app.inject({ method: 'GET', url, headers: { host } });
const directive = (policy: unknown, name: string) =>
  new RegExp(`(?:^|; )${name} ([^;]+)`).exec(String(policy))?.[1]?.split(' ');

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-first-screen-'));
  fs.mkdirSync(path.join(webDir, 'server'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets', 'login-abc.css'), ROUTE_CSS);
  fs.writeFileSync(path.join(webDir, 'index.html'), PAGE);
  fs.writeFileSync(path.join(webDir, 'app-start.js'), `// Why it is there.\n${APP_START}`);
  fs.writeFileSync(path.join(webDir, 'server', 'render-first-screen.js'), RENDERER);
  fs.writeFileSync(
    path.join(webDir, 'page-preloads.json'),
    JSON.stringify({ '/': { scripts: ['assets/login-page-abc.js'], styles: ['assets/login-abc.css'] } }),
  );
  t = await createTestApp({ configOverrides: { webDistDir: webDir } });
  await seedDemo(t.db);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('the login page drawn by the server', () => {
  it("carries the tenant's first screen, theme and route styles, and starts the app after it", async () => {
    const response = await get('/');
    const page = response.body;
    expect(page).toContain('<div id="root"><main><h1>Log in to Demo Benefits</h1>');
    // The theme and the route's styles travel in the page (no round trip before the first paint); the route's code
    // is not fetched before the first paint.
    expect(page).toContain(`<style>${STYLE}</style>`);
    expect(page).not.toContain('login-abc.css"');
    expect(page).not.toContain('modulepreload');
    // The bundle is started by the inline start script, not by a module tag; the cached theme is not needed.
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('theme-boot.js');
    expect(page).toContain(
      `<script data-src="/assets/index-abc123.js" data-preload="/assets/login-page-abc.js">${APP_START}</script>`,
    );
    expect(page).not.toContain('Why it is there');
    // Exactly these inline parts are allowed, by hash.
    const policy = response.headers['content-security-policy'];
    expect(directive(policy, 'script-src')).toEqual(["'self'", sha256(APP_START)]);
    expect(directive(policy, 'style-src')).toEqual(["'self'", sha256(STYLE)]);
  });

  it('is drawn once per tenant theme and kept', async () => {
    const first = (await get('/')).body;
    const again = (await get('/?next=x')).body;
    expect(again).toBe(first);
  });

  it('leaves other pages, and a screen that fails to draw, to the app as before', async () => {
    for (const [url, host] of [
      ['/forgotten-password/', 'localhost'],
      ['/', 'northwind.localhost'],
    ] as const) {
      const response = await get(url, host);
      expect(response.body, `${host}${url}`).toContain('<div id="root"></div>');
      expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
      expect(response.body).not.toContain(APP_START);
      expect(directive(response.headers['content-security-policy'], 'style-src')).toEqual(["'self'"]);
    }
  });

  it('never serves the renderer or the start script as files', async () => {
    for (const url of ['/server/render-first-screen.js', '/app-start.js']) {
      const response = await get(url);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body).not.toContain('renderFirstScreen');
      expect(response.body).not.toContain('Why it is there');
    }
  });
});
