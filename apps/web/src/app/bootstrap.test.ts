import { STORAGE_KEYS } from '@portal/contracts/constants';
import { describe, expect, it, vi } from 'vitest';
import { applyTheme } from '../lib/theme.ts';
import { json, stubApi } from '../test/network.ts';
import { bootstrap } from './bootstrap.ts';

const northwind = {
  primaryColour: '#c2410c',
  secondaryColour: '#1f2937',
  logoFileUrl: '/logos/default-logo.svg',
  brandHeaderLogo: '/logos/default-header-logo.svg',
  mobileLogo: '/logos/default-mobile-logo.svg',
  supportEmail: 'support@northwind.test',
  contactUsEmail: 'support@northwind.test',
  benefitBrandName: 'Northwind Rewards',
  benefitBrandPhoneNumber: 'TBC',
  avatarSet: null,
  baseFont: 'Inter',
  headerFont: 'Inter',
};

const cssVariable = (name: string) => document.documentElement.style.getPropertyValue(name);

describe('start-up theme', () => {
  it('applies GET /api/theme as CSS variables, caches it and puts the brand in the store', async () => {
    stubApi({ '/api/theme': () => json(northwind) });
    const { store } = bootstrap();
    await vi.waitFor(() => expect(store.getState().theme.status).toBe('ready'));

    expect(cssVariable('--colour-primary')).toBe('#c2410c');
    expect(cssVariable('--colour-secondary')).toBe('#1f2937');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.clientTheme)!)).toMatchObject({
      baseFont: 'Inter',
      headerFont: 'Inter',
    });
    expect(store.getState().theme.theme).toMatchObject({
      benefitBrandName: 'Northwind Rewards',
      primaryColour: '#c2410c',
      benefitBrandPhoneNumber: 'TBC',
    });
  });

  it('paints the cached theme at once, and keeps it when the request fails', async () => {
    applyTheme({ ...northwind, primaryColour: '#00857c', benefitBrandName: 'Demo Benefits' });
    document.documentElement.removeAttribute('style');
    stubApi({ '/api/theme': () => json({ message: 'down' }, { status: 503 }) });

    const { store } = bootstrap();
    expect(store.getState().theme.theme?.benefitBrandName).toBe('Demo Benefits');
    expect(cssVariable('--colour-primary')).toBe('#00857c');
    await vi.waitFor(() => expect(store.getState().theme.status).toBe('error'));
    expect(store.getState().theme.theme?.benefitBrandName).toBe('Demo Benefits');
  });

  it('falls back to the default brand when the request fails and nothing is cached', async () => {
    stubApi({ '/api/theme': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { store } = bootstrap();
    await vi.waitFor(() => expect(store.getState().theme.status).toBe('error'));
    expect(store.getState().theme.theme).toMatchObject({
      benefitBrandName: 'Benefits Portal',
      brandHeaderLogo: '/logos/default-header-logo.svg',
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.clientTheme)).toBeNull();
  });

  it('applies the theme the page carries before the first render, and asks the server for none', async () => {
    // A cached theme of older colours must not win over the page's.
    applyTheme({ ...northwind, primaryColour: '#00857c' });
    document.documentElement.removeAttribute('style');
    const meta = document.createElement('meta');
    meta.name = 'portal-theme';
    meta.content = JSON.stringify(northwind);
    document.head.append(meta);
    try {
      const fetchMock = stubApi({ '/api/theme': () => json({ ...northwind, primaryColour: '#000000' }) });
      const { store } = bootstrap();
      expect(cssVariable('--colour-primary')).toBe('#c2410c');
      expect(cssVariable('--font-base')).toContain('Inter');
      expect(store.getState().theme).toMatchObject({
        status: 'ready',
        theme: { benefitBrandName: 'Northwind Rewards', primaryColour: '#c2410c' },
      });
      expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.clientTheme)!).theme).toMatchObject({
        primaryColour: '#c2410c',
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const asked = fetchMock.mock.calls.map(
        ([input]) => new URL(String(input), 'http://localhost').pathname,
      );
      expect(asked).not.toContain('/api/theme');
    } finally {
      meta.remove();
    }
  });
});
