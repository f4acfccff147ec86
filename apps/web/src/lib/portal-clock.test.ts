import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalNow, setPortalClockOffset, usePortalClockOffset } from './portal-clock.ts';

afterEach(() => {
  setPortalClockOffset(0);
  vi.useRealTimers();
});

describe("the portal's clock in the browser", () => {
  it('is the browser time moved by the offset the server gives', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00.000Z') });
    expect(portalNow().toISOString()).toBe('2026-11-27T10:00:00.000Z');
    setPortalClockOffset(3 * 86_400_000);
    expect(portalNow().toISOString()).toBe('2026-11-30T10:00:00.000Z');
  });

  it('re-renders what shows the offset when it changes', () => {
    const { result } = renderHook(() => usePortalClockOffset());
    expect(result.current).toBe(0);
    act(() => setPortalClockOffset(-60_000));
    expect(result.current).toBe(-60_000);
  });
});
