import { describe, expect, it } from 'vitest';
import { deviceToken, type DeviceTraits } from './device-token.ts';

const laptop: DeviceTraits = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
  screenWidth: 1920,
  screenHeight: 1080,
  colourDepth: 24,
  timeZone: 'Europe/London',
};

describe('device token (spec section 7)', () => {
  it('is a SHA-256 hex digest', async () => {
    expect(await deviceToken(laptop)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is the same for the same browser, screen and time zone', async () => {
    expect(await deviceToken({ ...laptop })).toBe(await deviceToken(laptop));
  });

  it.each([
    ['user agent', { userAgent: 'Mozilla/5.0 (iPhone) Safari/18' }],
    ['screen size', { screenWidth: 1280 }],
    ['colour depth', { colourDepth: 30 }],
    ['time zone', { timeZone: 'Europe/Paris' }],
  ])('changes with the %s', async (_, change) => {
    expect(await deviceToken({ ...laptop, ...change })).not.toBe(await deviceToken(laptop));
  });

  it('hashes the traits of the current browser by default', async () => {
    expect(await deviceToken()).toMatch(/^[0-9a-f]{64}$/);
  });
});
