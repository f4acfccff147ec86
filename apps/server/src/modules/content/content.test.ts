import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPageSchema } from '@portal/contracts';
import { CLIENT_IDS, DEMO_CURRENT_TERMS_REVISION } from '../../seed/ids.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { saveContentRevision } from './content.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

const PATHS = {
  terms: '/api/policies/terms-conditions',
  policy: '/api/policies/privacy-policy',
  cookie: '/api/policies/our-cookie-policy',
} as const;

async function page(path: string, host: string) {
  const response = await t.app.inject({ method: 'GET', url: path, headers: { host } });
  return { status: response.statusCode, body: response.json() };
}

describe('content pages', () => {
  it.each(Object.entries(PATHS))("answers the demo tenant's %s page", async (type, path) => {
    const { status, body } = await page(path, 'localhost:3000');
    expect(status).toBe(200);
    const content = contentPageSchema.parse(body);
    expect(content.type).toBe(type);
    expect(content.content).toContain('Demo');
    expect(content.content).not.toContain('Northwind');
    expect(new Date(content.updatedAt).toISOString()).toBe(content.updatedAt);
  });

  it("serves the demo tenant's current terms: revision 3", async () => {
    const { body } = await page(PATHS.terms, 'demo.localhost');
    expect(body.revision).toBe(DEMO_CURRENT_TERMS_REVISION);
    expect(body.title).toBe('Terms and conditions');
    expect(body.content).toContain('This is version 3.');
  });

  it.each(Object.values(PATHS))('never shows demo text on northwind (%s)', async (path) => {
    const { status, body } = await page(path, 'northwind.localhost');
    expect(status).toBe(200);
    expect(body.content).toContain('Northwind');
    expect(body.content).not.toMatch(/Demo/);
  });

  it('answers 404 { message } where the host names no tenant', async () => {
    const { status, body } = await page(PATHS.cookie, 'nowhere.localhost');
    expect(status).toBe(404);
    expect(body).toEqual({ message: expect.any(String) });
  });

  it('sanitises HTML when it is stored, and serves the new revision', async () => {
    const saved = await saveContentRevision(t.db, {
      clientId: CLIENT_IDS.northwind,
      type: 'cookie',
      title: 'Our Cookie Policy',
      html:
        '<h2 onmouseover="steal()">Cookies</h2><script>alert("x")</script>' +
        '<p>See <a href="javascript:alert(1)">this</a> and <a href="https://northwind.test">that</a>.</p>',
    });
    expect(saved.revision).toBe(2);
    const { body } = await page(PATHS.cookie, 'northwind.localhost');
    expect(body.revision).toBe(2);
    expect(body.content).toBe(
      '<h2>Cookies</h2><p>See <a rel="noopener noreferrer">this</a> and <a href="https://northwind.test" rel="noopener noreferrer">that</a>.</p>',
    );
    expect(body.content).not.toMatch(/script|onmouseover|javascript:/i);
  });
});
