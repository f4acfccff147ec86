import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

describe('GET /api/assets/:clientSlug/:name', () => {
  it("serves a tenant's logo as SVG in its brand colour, with an ETag and long caching", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/assets/northwind/header-logo.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('Northwind Rewards');
    expect(response.body).toContain('#c2410c');
    expect(response.body).not.toMatch(/<script|<style|href=/);
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-security-policy']).toContain('sandbox');

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/assets/northwind/header-logo.svg',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves each tenant only its own files', async () => {
    const demo = await t.app.inject({ method: 'GET', url: '/api/assets/demo/logo.svg' });
    expect(demo.body).toContain('Demo Ltd');
    expect(demo.body).toContain('#00857c');
    const missing = await t.app.inject({ method: 'GET', url: '/api/assets/nowhere/logo.svg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found' });
  });

  it('answers 400 { message, errors } for parameters that break the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/assets/${'a'.repeat(80)}/logo.svg` });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors).toEqual([expect.objectContaining({ field: 'params.clientSlug' })]);
  });
});
