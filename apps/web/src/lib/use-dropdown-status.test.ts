import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDropdownStatus } from './use-dropdown-status.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the dropdown status (spec section 9: 200 ms debounce, 500 ms clear)', () => {
  it('says the results 200 ms after they settle, then clears them 500 ms later', () => {
    const { result } = renderHook(({ message }) => useDropdownStatus(message), {
      initialProps: { message: '3 results' as string | null },
    });
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('3 results');
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('3 results');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('');
  });

  it('waits for results that keep changing, and says only the last', () => {
    const { result, rerender } = renderHook(({ message }) => useDropdownStatus(message), {
      initialProps: { message: '9 results' as string | null },
    });
    act(() => vi.advanceTimersByTime(150));
    rerender({ message: '2 results' });
    act(() => vi.advanceTimersByTime(150));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe('2 results');
    // A new search (nothing to say while it loads) still clears what was said.
    rerender({ message: null });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe('');
  });
});
