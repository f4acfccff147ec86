import { describe, expect, it } from 'vitest';
import { isDemoClockOffsetAllowed, parseClockDuration } from './demo-clock.ts';

describe('a demo clock duration', () => {
  it.each([
    ['3d', 3 * 86_400_000],
    ['2h', 2 * 3_600_000],
    ['15m', 15 * 60_000],
    ['1d2h30m', 86_400_000 + 2 * 3_600_000 + 30 * 60_000],
    [' 1d 12h ', 86_400_000 + 12 * 3_600_000],
    ['16M', 16 * 60_000],
  ])('reads %j', (text, ms) => {
    expect(parseClockDuration(text)).toBe(ms);
  });

  it.each(['', '0m', '3', 'd', '3 days', '-3d', '1.5h', '2h3d', '3w', '99999d'])('refuses %j', (text) => {
    expect(parseClockDuration(text)).toBeNull();
  });

  it('allows offsets of up to ten years or so either way', () => {
    expect(isDemoClockOffsetAllowed(3_660 * 86_400_000)).toBe(true);
    expect(isDemoClockOffsetAllowed(-3_661 * 86_400_000)).toBe(false);
  });
});
