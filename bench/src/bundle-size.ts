import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';

/** Gzip bytes of every JavaScript response a page loads until the network is idle, as Chromium fetched them. */
export async function loadedJavaScriptGzip(url: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const all = await Promise.all(bodies);
    return all.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  } finally {
    await browser.close();
  }
}

/**
 * Gzip JavaScript of signed-in pages: signs in once through the login page, then opens each path afresh in the
 * same browser context (the session restores from its cookie), so each figure is what that page loads alone.
 */
export async function signedInJavaScriptGzip(
  baseUrl: string,
  credentials: { email: string; password: string },
  paths: readonly string[],
): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext();
    const login = await context.newPage();
    await login.goto(baseUrl);
    await login.getByRole('button', { name: 'Accept cookies' }).click();
    await login.getByRole('textbox', { name: 'Email address' }).fill(credentials.email);
    await login.getByRole('button', { name: 'Next' }).click();
    await login.getByLabel('Password', { exact: true }).fill(credentials.password);
    await login.getByRole('button', { name: 'Login' }).click();
    await login.waitForURL(/\/app\/home\//);
    await login.close();
    const sizes: number[] = [];
    for (const pathname of paths) {
      const page = await context.newPage();
      const bodies: Promise<Buffer>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') bodies.push(response.body());
      });
      await page.goto(new URL(pathname, baseUrl).href, { waitUntil: 'networkidle' });
      const all = await Promise.all(bodies);
      sizes.push(all.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0));
      await page.close();
    }
    return sizes;
  } finally {
    await browser.close();
  }
}

/** A reference page beside this file: `bare-react` (React alone) or `stack-floor` (the prescribed libraries). */
export type ReferencePage = 'bare-react' | 'stack-floor';

/** Builds a reference page with the same Vite as the portal and serves it on a free port. */
export async function serveReferencePage(
  workDir: string,
  name: ReferencePage,
): Promise<{ url: string; server: Server }> {
  const outDir = path.join(workDir, `${name}-dist`);
  await build({
    root: path.join(import.meta.dirname, name),
    plugins: [react()],
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  const server = createServer((request, response) => {
    const file = path.join(outDir, request.url === '/' ? 'index.html' : (request.url ?? ''));
    if (!file.startsWith(outDir) || !fs.existsSync(file)) return void response.writeHead(404).end();
    const type = file.endsWith('.js') ? 'text/javascript' : 'text/html';
    response.writeHead(200, { 'content-type': type }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, server };
}
