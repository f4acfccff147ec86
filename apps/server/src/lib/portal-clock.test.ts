import { describe, expect, it } from 'vitest';
import { createPortalClock } from './portal-clock.ts';

describe('the portal clock', () => {
  const base = () => new Date('2026-11-27T10:00:00.000Z');

  it('reads the base clock until an offset is adopted', () => {
    const portal = createPortalClock(base);
    expect(portal.clock().toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(portal.offsetMs()).toBe(0);
  });

  it('moves by the adopted offset, forward and back, synchronously', () => {
    const portal = createPortalClock(base);
    portal.adopt(3 * 86_400_000);
    expect(portal.clock().toISOString()).toBe('2026-11-30T10:00:00.000Z');
    portal.adopt(-15 * 60_000);
    expect(portal.clock().toISOString()).toBe('2026-11-27T09:45:00.000Z');
    portal.adopt(0);
    expect(portal.clock().toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });

  it('follows a base clock that moves', () => {
    let now = Date.parse('2026-11-27T10:00:00.000Z');
    const portal = createPortalClock(() => new Date(now));
    portal.adopt(60_000);
    now += 1_000;
    expect(portal.clock().toISOString()).toBe('2026-11-27T10:01:01.000Z');
  });
});
