import { describe, expect, it } from 'vitest';
import { tenantSlugFromHost } from './host-label.ts';

const slug = (host: string | undefined) => tenantSlugFromHost(host, 'demo');

describe('tenantSlugFromHost', () => {
  it('takes the first label, lower-cased, with or without a port', () => {
    expect(slug('northwind.localhost')).toBe('northwind');
    expect(slug('Northwind.Portal.Example:8443')).toBe('northwind');
    expect(slug('acme.portal.example.')).toBe('acme');
  });

  it('uses the default client for localhost and IP addresses', () => {
    expect(slug('localhost')).toBe('demo');
    expect(slug('localhost:3000')).toBe('demo');
    expect(slug('127.0.0.1:3000')).toBe('demo');
    expect(slug('[::1]:3000')).toBe('demo');
    expect(slug('[::1]')).toBe('demo');
    expect(slug('::1')).toBe('demo');
    expect(slug('10.1.2.3')).toBe('demo');
  });

  it('names no tenant for odd, empty or over-long hosts', () => {
    expect(slug(undefined)).toBeNull();
    expect(slug('')).toBeNull();
    expect(slug(`${'a'.repeat(250)}.localhost`)).toBeNull();
    expect(slug('we<ird>.localhost')).toBeNull();
    expect(slug('under_score.localhost')).toBeNull();
    expect(slug('-dash.localhost')).toBeNull();
    expect(slug('.localhost')).toBeNull();
    expect(slug(`${'a'.repeat(64)}.localhost`)).toBeNull();
    expect(slug('demo%2e.localhost')).toBeNull();
  });
});
