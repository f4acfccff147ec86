/**
 * How the web app and the API travel (issue 37): compressed copies by Accept-Encoding with Vary, caching by kind of
 * file, the page per tenant (description, theme-color, manifest, theme), robots.txt and the manifest.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, seedDemo, type TestApp } from './harness.ts';

// A bundle big enough to be worth compressing, with a Brotli and a gzip copy as the web build writes them.
const BUNDLE = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
const THEME_BOOT = `(function () { /* ${'theme '.repeat(200)} */ })();\n`;
const SESSION_BOOT_CODE =
  '(function () { window.portalEarlyAnswers = { startedAt: Date.now(), answers: {} }; })();\n';
// Its comment lines stay in the source, not in every page.
const SESSION_BOOT = `/* global window */\n// Why it is there.\n${SESSION_BOOT_CODE}`;
const PAGE = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Benefits portal</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <script src="/theme-boot.js"></script>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let webDir: string;
let t: TestApp;

function writeWithCopies(relative: string, content: string) {
  const file = path.join(webDir, relative);
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-delivery-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.mkdirSync(path.join(webDir, 'logos'));
  fs.writeFileSync(path.join(webDir, 'index.html'), PAGE);
  writeWithCopies('assets/index-abc123.js', BUNDLE);
  writeWithCopies('theme-boot.js', THEME_BOOT);
  writeWithCopies('session-boot.js', SESSION_BOOT);
  writeWithCopies(
    'page-preloads.json',
    JSON.stringify({
      '/': { scripts: ['assets/login-page-abc.js', 'assets/field-def.js'], styles: ['assets/login-abc.css'] },
    }),
  );
  for (const face of [
    'lato-latin-400-normal-abc',
    'lato-latin-700-normal-def',
    'lato-latin-ext-400-normal-ghi',
  ]) {
    fs.writeFileSync(path.join(webDir, 'assets', `${face}.woff2`), Buffer.alloc(2000, 1));
  }
  fs.writeFileSync(
    path.join(webDir, 'assets', 'montserrat-latin-700-normal-jkl.woff2'),
    Buffer.alloc(2000, 1),
  );
  writeWithCopies('assets/font-faces-mno.css', '@font-face{font-family:Lato;src:url(/assets/x.woff2)}');
  fs.writeFileSync(
    path.join(webDir, 'logos', 'default-logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  t = await createTestApp({ configOverrides: { webDistDir: webDir } });
  await seedDemo(t.db);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

function decoded(response: Awaited<ReturnType<typeof get>>): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
  return response.body;
}

function varyOf(response: Awaited<ReturnType<typeof get>>): string[] {
  return String(response.headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim());
}

describe('the web build', () => {
  it('sends the Brotli copy to a browser that takes it, gzip to one that takes only gzip, else the file', async () => {
    const cases = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ] as const;
    for (const [acceptEncoding, expected] of cases) {
      const response = await get(
        '/assets/index-abc123.js',
        acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers['content-type']).toContain('javascript');
      expect(decoded(response)).toBe(BUNDLE);
      // Whatever was sent, a shared cache must key it by Accept-Encoding.
      expect(varyOf(response)).toContain('accept-encoding');
    }
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(br.rawPayload.length).toBeLessThan(BUNDLE.length / 3);
  });

  it('caches hashed files for a year, revalidates theme-boot.js, keeps fonts and images long', async () => {
    const bundle = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const font = await get('/assets/lato-latin-400-normal-abc.woff2', { 'accept-encoding': 'br' });
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(font.headers['content-encoding']).toBeUndefined();

    const boot = await get('/theme-boot.js', { 'accept-encoding': 'br' });
    expect(boot.headers['content-encoding']).toBe('br');
    expect(boot.headers['cache-control']).toBe('no-cache');
    expect(boot.headers.etag ?? boot.headers['last-modified']).toBeDefined();

    const logo = await get('/logos/default-logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=2592000');
  });
});

describe('the page', () => {
  it("carries the tenant's description, theme colour, manifest and theme, revalidated and compressed", async () => {
    const response = await get('/', { host: 'localhost:3000', 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(varyOf(response)).toContain('accept-encoding');
    const page = decoded(response);
    expect(page).toContain('<title>Demo Benefits</title>');
    expect(page).toMatch(/<meta name="description" content="Demo Benefits: your employee benefits[^"]+" \/>/);
    expect(page).toContain('<meta name="theme-color" content="#00857c" />');
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const theme = /<meta name="portal-theme" content="([^"]+)" \/>/.exec(page)?.[1];
    const themeJson = JSON.parse(theme!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Record<
      string,
      unknown
    >;
    expect(themeJson).toMatchObject({
      primaryColour: '#00857c',
      benefitBrandName: 'Demo Benefits',
      baseFont: 'Lato',
    });
    expect(page.indexOf('name="portal-theme"')).toBeLessThan(page.indexOf('</head>'));
    // It carries the theme: the cached theme's script (for Vite's dev page) would only cost a request.
    expect(page).not.toContain('theme-boot.js');
  });

  it('runs the session boot inline before the stylesheet, allowed by its hash and no other inline script', async () => {
    const response = await get('/app/home/', { host: 'localhost:3000' });
    const page = response.body;
    const inline = `<script>${SESSION_BOOT_CODE}</script>`;
    expect(page.split(inline)).toHaveLength(2);
    expect(page.indexOf(inline)).toBeGreaterThan(page.indexOf('</title>'));
    expect(page.indexOf(inline)).toBeLessThan(page.indexOf('rel="stylesheet"'));
    expect(page).not.toContain('Why it is there');
    const hash = crypto.createHash('sha256').update(SESSION_BOOT_CODE).digest('base64');
    const scriptSources = /(?:^|; )script-src ([^;]+)/.exec(
      String(response.headers['content-security-policy']),
    )?.[1];
    expect(scriptSources?.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
    // The API's answers keep their own policy, without it.
    const api = await get('/api/theme', { host: 'localhost:3000' });
    expect(String(api.headers['content-security-policy'])).not.toContain('sha256');
    // It travels inside the page only: its address answers the app's page, not the file.
    const file = await get('/session-boot.js', { host: 'localhost:3000' });
    expect(file.headers['content-type']).toContain('text/html');
  });

  it('holds nothing of a session: the same page with or without the refresh cookie', async () => {
    const anonymous = await get('/app/home/', { host: 'localhost:3000' });
    const signedIn = await get('/app/home/', { host: 'localhost:3000', cookie: 'refresh_token=abc.def.ghi' });
    expect(signedIn.body).toBe(anonymous.body);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
  });

  it("preloads the Latin faces of the tenant's fonts that the first screen uses", async () => {
    const demo = (await get('/', { host: 'localhost' })).body;
    const fonts = [
      ...demo.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin \/>/g),
    ];
    expect(fonts.map((match) => match[1])).toEqual([
      '/assets/lato-latin-400-normal-abc.woff2',
      '/assets/lato-latin-700-normal-def.woff2',
      '/assets/montserrat-latin-700-normal-jkl.woff2',
    ]);
    // Northwind's Inter is not in this build: nothing to preload.
    expect((await get('/', { host: 'northwind.localhost' })).body).not.toContain('as="font"');
    // The signed-in home page's largest paint is a picture: its fonts must not hold up the bundle.
    expect((await get('/app/home/', { host: 'localhost' })).body).not.toContain('as="font"');
    expect((await get('/app/home/my-profile/', { host: 'localhost' })).body).toContain('as="font"');
  });

  it('links the font faces in the head of every page but the signed-in home page, where the app links them', async () => {
    const facesLink = '<link rel="stylesheet" href="/assets/font-faces-mno.css" />';
    expect((await get('/', { host: 'localhost' })).body).toContain(facesLink);
    expect((await get('/app/home/my-profile/', { host: 'localhost' })).body).toContain(facesLink);
    expect((await get('/app/home/', { host: 'localhost' })).body).not.toContain('font-faces');
  });

  it('names the lazily loaded code of the pages most often opened first, after the main bundle', async () => {
    const login = (await get('/', { host: 'localhost' })).body;
    const preloads = [...login.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"[^>]*>/g)];
    expect(
      preloads.filter((match) => !match[0].includes('as="font"')).map((match) => match.slice(1)),
    ).toEqual([
      ['modulepreload', '/assets/login-page-abc.js'],
      ['modulepreload', '/assets/field-def.js'],
      ['preload', '/assets/login-abc.css'],
    ]);
    expect(login.indexOf('/assets/login-page-abc.js')).toBeGreaterThan(
      login.indexOf('/assets/index-abc123.js'),
    );
    expect(login).toContain('<link rel="preload" as="style" crossorigin href="/assets/login-abc.css" />');
    // Other pages name none; the list itself travels only inside the page.
    expect((await get('/forgotten-password/', { host: 'localhost' })).body).not.toContain('modulepreload');
    expect((await get('/page-preloads.json', { host: 'localhost' })).body).not.toContain('login-page-abc');
  });

  it("is each tenant's own, on every page path, and the bare index.html is never served", async () => {
    for (const url of ['/', '/app/home/', '/forgotten-password/']) {
      const response = await get(url, { host: 'northwind.localhost:3000', 'accept-encoding': 'gzip' });
      expect(response.headers['content-encoding']).toBe('gzip');
      const page = decoded(response);
      expect(page).toContain('<title>Northwind Rewards</title>');
      expect(page).toContain('<meta name="theme-color" content="#c2410c" />');
    }
    const unknown = (await get('/', { host: 'nowhere.localhost' })).body;
    expect(unknown).toContain('<meta name="theme-color" content="#7f48df" />');
    const bare = await get('/index.html', { host: 'northwind.localhost' });
    expect(bare.body).toContain('<title>Northwind Rewards</title>');
  });
});

describe('robots.txt and the manifest', () => {
  it('asks every robot to stay away, as text, not the page', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('User-agent: *\nDisallow: /\n');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('names the tenant, its colour and its logos as icons', async () => {
    const response = await get('/manifest.webmanifest', { host: 'northwind.localhost:3000' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(varyOf(response)).toContain('host');
    const manifest = response.json();
    expect(manifest).toMatchObject({
      name: 'Northwind Rewards',
      short_name: 'Northwind R…',
      start_url: '/',
      display: 'standalone',
      theme_color: '#c2410c',
      background_color: '#ffffff',
    });
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons) {
      expect(icon).toMatchObject({ type: 'image/svg+xml', sizes: 'any' });
      const image = await get(icon.src, { host: 'northwind.localhost:3000' });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
    }
    const demo = (await get('/manifest.webmanifest', { host: 'localhost' })).json();
    expect(demo).toMatchObject({
      name: 'Demo Benefits',
      short_name: 'Demo Benefits'.slice(0, 11) + '…',
      theme_color: '#00857c',
    });
  });
});

describe('API answers', () => {
  it('are compressed on the fly above 1 KiB, with Vary, and sent as they are below it', async () => {
    const large = await get('/api/docs/json', { 'accept-encoding': 'br, gzip' });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(varyOf(large)).toContain('accept-encoding');
    const document = JSON.parse(decoded(large)) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).length).toBeGreaterThan(10);
    expect(large.rawPayload.length).toBeLessThan(Buffer.byteLength(decoded(large)) / 3);

    const gzip = await get('/api/docs/json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();

    const small = await get('/api/theme', { 'accept-encoding': 'br, gzip' });
    expect(Buffer.byteLength(small.body)).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
