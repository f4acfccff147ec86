/** What every answer shares: security headers, the JSON 404, the web app fallback and the API docs. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let webDir: string;
let t: TestApp;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><title>Portal</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ configOverrides: { webDistDir: webDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  it('send a strict Content-Security-Policy and the other headers on pages', async () => {
    for (const url of ['/', '/some/page', '/api/docs/']) {
      const response = await get(url);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("worker-src 'self' blob:");
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
      expect(scriptSrc?.trim()).toBe("script-src 'self'");
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
    expect(String((await get('/')).headers['content-security-policy'])).not.toContain('unsafe-inline');
  });

  it('let nothing in an API answer run or be framed', async () => {
    for (const url of ['/api/health', '/api/theme', '/api/no/such/thing']) {
      const response = await get(url);
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('paths no route answers', () => {
  it('answers JSON 404 for unknown /api paths, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no/such/thing' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('answers { message } with a 4xx status for malformed URLs', async () => {
    for (const url of ['/api/theme/domain/%zz', `/api/theme/domain/${'x'.repeat(3000)}`]) {
      const response = await get(url);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(Object.keys(response.json())).toEqual(['message']);
    }
  });

  it('answers the web app (index.html, not cached) for any other page', async () => {
    for (const url of ['/', '/anything', '/app/home/', '/terms-and-conditions/?x=1']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves built files, caching hashed bundles for good', async () => {
    const bundle = await get('/assets/index-abc123.js');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=2592000');
    const missingBundle = await get('/assets/index-gone.js');
    expect(missingBundle.statusCode).toBe(404);
  });

  it('serves the API only when there is no web build', async () => {
    const apiOnly = await createTestApp();
    try {
      const response = await apiOnly.app.inject({ method: 'GET', url: '/anything' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    } finally {
      await apiOnly.close();
    }
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI UI and a document that lists the routes', async () => {
    const ui = await get('/api/docs');
    const page = ui.statusCode === 302 ? await get(String(ui.headers.location)) : ui;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");

    const document = await get('/api/docs/json');
    expect(document.statusCode).toBe(200);
    const paths = Object.keys(document.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/theme',
        '/api/theme/domain/{domain}',
        '/api/policies/terms-conditions',
        '/api/ready',
      ]),
    );
  });
});

describe('rate limiting', () => {
  it('answers 429 { message } with Retry-After once the API limit is reached, and never limits pages', async () => {
    const limited = await createTestApp({ configOverrides: { rateLimitPerMinute: 2, webDistDir: webDir } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push((await limited.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await limited.app.inject({ method: 'GET', url: '/api/health' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: expect.stringContaining('Rate limit') });
      expect(refused.headers['retry-after']).toBeDefined();
      for (let i = 0; i < 3; i += 1) {
        expect((await limited.app.inject({ method: 'GET', url: '/anything' })).statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});
