import { eq } from 'drizzle-orm';
import {
  DEFAULT_LOGOS,
  DEFAULT_PRIMARY_COLOUR,
  DEFAULT_SECONDARY_COLOUR,
  themeSchema,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientThemes } from '../../db/schema/index.ts';
import { CLIENT_IDS } from '../../seed/ids.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { themes } from './theme.module.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

async function themeFor(host: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/theme', headers: { host } });
  return { response, theme: themeSchema.parse(response.json()) };
}

describe('GET /api/theme', () => {
  it('answers the Demo Ltd theme on localhost (the default client)', async () => {
    const { response, theme } = await themeFor('localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(theme).toEqual({
      primaryColour: '#00857c',
      secondaryColour: '#272a31',
      logoFileUrl: '/api/assets/demo/logo.svg',
      brandHeaderLogo: '/api/assets/demo/header-logo.svg',
      mobileLogo: '/api/assets/demo/mobile-logo.svg',
      supportEmail: 'support@demo.test',
      contactUsEmail: 'hr@demo.test',
      benefitBrandName: 'Demo Benefits',
      benefitBrandPhoneNumber: '0161 496 0000',
      avatarSet: null,
      baseFont: 'Lato',
      headerFont: 'Montserrat',
    });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers.vary).toContain('Host');
  });

  it('answers the Northwind theme on northwind.localhost', async () => {
    const { theme } = await themeFor('northwind.localhost:3000');
    expect(theme.primaryColour).toBe('#c2410c');
    expect(theme.secondaryColour).toBe('#1f2937');
    expect(theme.benefitBrandName).toBe('Northwind Rewards');
    expect(theme.benefitBrandPhoneNumber).toBe('TBC');
    expect(theme.baseFont).toBe('Inter');
  });

  it('answers the default theme with the default logos for a label that names no tenant', async () => {
    const { theme } = await themeFor('nowhere.localhost');
    expect(theme.primaryColour).toBe(DEFAULT_PRIMARY_COLOUR);
    expect(theme.primaryColour).toBe('#7f48df');
    expect(theme.secondaryColour).toBe(DEFAULT_SECONDARY_COLOUR);
    expect(theme.logoFileUrl).toBe(DEFAULT_LOGOS.logoFileUrl);
    expect(theme.brandHeaderLogo).toBe(DEFAULT_LOGOS.brandHeaderLogo);
    expect(theme.mobileLogo).toBe(DEFAULT_LOGOS.mobileLogo);
    expect(theme.baseFont).toBe('Inter');
    expect(theme.headerFont).toBe('Inter');
  });

  it.each([
    ['an over-long host', `${'a'.repeat(300)}.localhost`, '#7f48df'],
    ['odd characters in the label', 'we$ird.localhost', '#7f48df'],
    ['an underscore', 'north_wind.localhost', '#7f48df'],
    ['an IPv4 address', '127.0.0.1:3000', '#00857c'],
    ['an IPv6 address', '[::1]:3000', '#00857c'],
    ['a host with a port', 'northwind.localhost:8443', '#c2410c'],
    ['upper case', 'NORTHWIND.LOCALHOST', '#c2410c'],
  ])('never fails on %s', async (_case, host, colour) => {
    const { response, theme } = await themeFor(host);
    expect(response.statusCode).toBe(200);
    expect(theme.primaryColour).toBe(colour);
  });

  it('shows an edited theme once its cache entry is invalidated', async () => {
    await t.db
      .update(clientThemes)
      .set({ primaryColour: '#123456' })
      .where(eq(clientThemes.clientId, CLIENT_IDS.northwind));
    expect((await themeFor('northwind.localhost')).theme.primaryColour).toBe('#c2410c');
    t.app.context.use(themes).invalidate('northwind');
    expect((await themeFor('northwind.localhost')).theme.primaryColour).toBe('#123456');
    await t.db
      .update(clientThemes)
      .set({ primaryColour: '#c2410c' })
      .where(eq(clientThemes.clientId, CLIENT_IDS.northwind));
    t.app.context.use(themes).invalidate();
  });

  it('answers 304 without a body to a request that holds the current answer, and 200 after an edit', async () => {
    const first = await themeFor('northwind.localhost');
    const etag = first.response.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/theme',
      headers: { host: 'northwind.localhost', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('public, max-age=60');

    await t.db
      .update(clientThemes)
      .set({ primaryColour: '#654321' })
      .where(eq(clientThemes.clientId, CLIENT_IDS.northwind));
    t.app.context.use(themes).invalidate('northwind');
    const edited = await t.app.inject({
      method: 'GET',
      url: '/api/theme',
      headers: { host: 'northwind.localhost', 'if-none-match': etag },
    });
    expect(edited.statusCode).toBe(200);
    expect(themeSchema.parse(edited.json()).primaryColour).toBe('#654321');
    expect(edited.headers.etag).not.toBe(etag);
    await t.db
      .update(clientThemes)
      .set({ primaryColour: '#c2410c' })
      .where(eq(clientThemes.clientId, CLIENT_IDS.northwind));
    t.app.context.use(themes).invalidate();
  });
});

describe('GET /api/theme/domain/:domain', () => {
  const byDomain = async (domain: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/theme/domain/${encodeURIComponent(domain)}`,
    });
    expect(response.statusCode).toBe(200);
    return themeSchema.parse(response.json());
  };

  it('answers the theme of the tenant that the first label names', async () => {
    expect((await byDomain('northwind.portal.example')).primaryColour).toBe('#c2410c');
    expect((await byDomain('demo.portal.example')).primaryColour).toBe('#00857c');
    expect((await byDomain('localhost')).primaryColour).toBe('#00857c');
  });

  it.each([
    ['a label that names no tenant', 'nowhere.portal.example'],
    ['an over-long domain', `${'x'.repeat(400)}.portal.example`],
    ['odd characters', '<script>.example'],
    ['spaces and punctuation', ' ;drop table clients; '],
    ['a lone dot', '.'],
  ])('answers the default theme for %s', async (_case, domain) => {
    expect((await byDomain(domain)).primaryColour).toBe('#7f48df');
  });
});
