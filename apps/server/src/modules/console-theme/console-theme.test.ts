/**
 * The console's theme editor (issue 35) through the real app: who may use it, an unreadable colour refused by
 * the server too, images checked by their content and size, and a saved theme published at once with its
 * audit row.
 */
import { themeSchema } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, clientThemes } from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { bearer, HOSTS, testClock } from '../../../test/auth-helpers.ts';
import {
  adminWithoutTwoFactor,
  consoleRequest,
  operatorToken,
  tenantToken,
} from '../../../test/console-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { multipartForm } from '../../../test/multipart.ts';
import { pngImage } from '../../../test/png-image.ts';

const time = testClock();
let t: TestApp;
let admin: string;
const CONSOLE_HOST = HOSTS.platform;

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
  admin = await operatorToken(t.app, time);
});
afterAll(() => t.close());

const THEME_URL = '/api/console/clients/northwind/theme';

const northwindTheme = {
  primaryColour: '#c2410c',
  secondaryColour: '#1f2937',
  baseFont: 'Inter',
  headerFont: 'Inter',
  benefitBrandName: 'Northwind Rewards',
  logoFileUrl: '/api/assets/northwind/logo.svg',
  brandHeaderLogo: '/api/assets/northwind/header-logo.svg',
  mobileLogo: '/api/assets/northwind/mobile-logo.svg',
  avatarSet: null,
};

function saveTheme(body: object, token = admin, url = THEME_URL) {
  return t.app.inject({
    method: 'PUT',
    url,
    headers: { host: CONSOLE_HOST, ...bearer(token) },
    payload: body,
  });
}

function upload(kind: string, file: { name: string; type: string; content: Buffer }, token = admin) {
  const form = multipartForm({}, { field: 'file', ...file });
  return t.app.inject({
    method: 'POST',
    url: `/api/console/clients/northwind/theme/images/${kind}`,
    headers: { host: CONSOLE_HOST, ...bearer(token), 'content-type': form.contentType },
    payload: form.payload,
  });
}

async function publicTheme() {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/theme',
    headers: { host: HOSTS.northwind },
  });
  return themeSchema.parse(response.json());
}

async function storedTheme() {
  const [row] = await t.db.select().from(clientThemes).where(eq(clientThemes.clientId, CLIENT_IDS.northwind));
  return row!;
}

describe('who may use the theme editor', () => {
  it.each([
    ['GET', THEME_URL],
    ['PUT', THEME_URL],
    ['POST', '/api/console/clients/northwind/theme/images/client'],
  ] as const)('refuses %s %s to all but an operator on the platform host', async (method, url) => {
    const payload = northwindTheme;
    expect((await consoleRequest(t.app, method, url, { payload })).statusCode).toBe(401);
    const skipped = await adminWithoutTwoFactor(t.app);
    expect((await consoleRequest(t.app, method, url, { token: skipped, payload })).statusCode).toBe(403);
    const onTenantHost = await consoleRequest(t.app, method, url, {
      token: admin,
      host: HOSTS.demo,
      payload,
    });
    expect(onTenantHost.statusCode).toBe(403);
    for (const who of ['employee', 'employer'] as const) {
      const token = await tenantToken(t.app, who);
      const response = await consoleRequest(t.app, method, url, { token, host: HOSTS.demo, payload });
      expect(response.statusCode, who).toBe(403);
    }
    expect((await storedTheme()).primaryColour).toBe('#c2410c');
  });

  it('answers 404 for a slug that names no client', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/console/clients/nowhere/theme',
      headers: { host: CONSOLE_HOST, ...bearer(admin) },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the theme editor', () => {
  it("answers the client's theme", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: THEME_URL,
      headers: { host: CONSOLE_HOST, ...bearer(admin) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      client: { slug: 'northwind', name: 'Northwind Traders' },
      theme: { primaryColour: '#c2410c', benefitBrandName: 'Northwind Rewards' },
    });
  });

  it('refuses a colour that is unreadable on white, naming the nearest one that passes, and changes nothing', async () => {
    const response = await saveTheme({ ...northwindTheme, primaryColour: '#7fd1ff' });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toMatch(
      /#7fd1ff.*at least 4\.5:1.*nearest colour that passes is #[0-9a-f]{6}/,
    );
    expect((await storedTheme()).primaryColour).toBe('#c2410c');
    expect((await publicTheme()).primaryColour).toBe('#c2410c');
  });

  it('refuses a font the portal does not host and an image that is not stored for the client', async () => {
    expect((await saveTheme({ ...northwindTheme, baseFont: 'Comic Sans' })).statusCode).toBe(400);
    const response = await saveTheme({ ...northwindTheme, logoFileUrl: '/api/assets/demo/logo.svg' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'logoFileUrl', message: 'Upload the image again: this one is not stored for this client' },
    ]);
    const elsewhere = await saveTheme({ ...northwindTheme, mobileLogo: 'https://evil.example/logo.png' });
    expect(elsewhere.statusCode).toBe(400);
  });

  it('publishes a saved theme at once and audits it with before and after in the same transaction', async () => {
    // Warm the public cache first: the save must drop it.
    expect((await publicTheme()).primaryColour).toBe('#c2410c');
    const response = await saveTheme({
      ...northwindTheme,
      primaryColour: '#0B5CAD',
      benefitBrandName: 'Northwind Perks',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().theme).toMatchObject({
      primaryColour: '#0b5cad',
      benefitBrandName: 'Northwind Perks',
    });
    const published = await publicTheme();
    expect(published.primaryColour).toBe('#0b5cad');
    expect(published.benefitBrandName).toBe('Northwind Perks');
    const [row] = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.type, 'console.theme_changed'), eq(auditEvents.clientId, CLIENT_IDS.northwind)),
      );
    expect(row).toMatchObject({
      userId: USER_IDS.platformAdmin,
      createdAt: time.clock(),
      detail: {
        via: 'console',
        client: 'northwind',
        // Only what changed.
        before: { primaryColour: '#c2410c', benefitBrandName: 'Northwind Rewards' },
        after: { primaryColour: '#0b5cad', benefitBrandName: 'Northwind Perks' },
      },
    });
  });
});

describe('theme images', () => {
  it('stores a client logo within 150x38 and the theme uses it once saved', async () => {
    const response = await upload('client', {
      name: 'logo.png',
      type: 'image/png',
      content: pngImage(150, 38),
    });
    expect(response.statusCode).toBe(201);
    const image = response.json() as { url: string; width: number; height: number };
    expect(image).toMatchObject({ width: 150, height: 38 });
    expect(image.url).toMatch(/^\/api\/assets\/northwind\/theme-logofileurl-[0-9a-f]{16}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: image.url, headers: { host: HOSTS.northwind } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await saveTheme({ ...northwindTheme, logoFileUrl: image.url })).statusCode).toBe(200);
    expect((await publicTheme()).logoFileUrl).toBe(image.url);
  });

  it.each([
    ['client', pngImage(151, 38), /151x38 px; the client logo may be at most 150x38 px/],
    ['desktop', pngImage(200, 33), /33 px high; a header logo may be at most 32 px high/],
    ['mobile', pngImage(40, 64), /64 px high/],
  ])('refuses a %s logo larger than its cap', async (kind, content, message) => {
    const response = await upload(kind, { name: 'logo.png', type: 'image/png', content });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      field: 'file',
      message: expect.stringMatching(message),
    });
  });

  it('refuses by content: a text file named .png, a PNG signature with nothing behind it, an SVG with script', async () => {
    const disguised = await upload('desktop', {
      name: 'logo.png',
      type: 'image/png',
      content: Buffer.from('<html><body>not an image</body></html>'),
    });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().errors[0].message).toBe(
      'Choose a PNG, JPEG, WebP or SVG image: this file is not one',
    );
    const broken = await upload('desktop', {
      name: 'logo.png',
      type: 'image/png',
      content: pngImage(10, 10).subarray(0, 12),
    });
    expect(broken.statusCode).toBe(400);
    const scripted = await upload('desktop', {
      name: 'logo.svg',
      type: 'image/svg+xml',
      content: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="32"><script>alert(1)</script></svg>',
      ),
    });
    expect(scripted.statusCode).toBe(400);
    expect(scripted.json().errors[0].message).toMatch(/SVG holds script/);
    const handler = await upload('desktop', {
      name: 'logo.svg',
      type: 'image/svg+xml',
      content: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="32" onload="alert(1)"></svg>',
      ),
    });
    expect(handler.statusCode).toBe(400);
  });

  it('accepts a plain SVG header logo 32 px high, and refuses a file over 512 KiB', async () => {
    const svg = await upload('desktop', {
      name: 'logo.svg',
      type: 'image/svg+xml',
      content: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32"><rect width="120" height="32" fill="#0b5cad"/></svg>',
      ),
    });
    expect(svg.statusCode).toBe(201);
    expect(svg.json()).toMatchObject({ width: 120, height: 32 });
    const huge = Buffer.concat([pngImage(20, 20), Buffer.alloc(600 * 1024)]);
    const oversized = await upload('avatarSet', { name: 'avatars.png', type: 'image/png', content: huge });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().errors[0].message).toBe('Choose an image of at most 512 KiB');
  });
});
