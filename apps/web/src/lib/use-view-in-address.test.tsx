import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useViewInAddress } from './use-view-in-address.ts';

interface View {
  search: string;
  status: string;
}

const read = (address: URLSearchParams): View => ({
  search: address.get('search') ?? '',
  status: address.get('status') ?? '',
});
const write = (current: View, change: Partial<View>) => {
  const next = { ...current, ...change };
  const address = new URLSearchParams();
  if (next.search) address.set('search', next.search);
  if (next.status) address.set('status', next.status);
  return address;
};

function renderView(start: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[start]}>{children}</MemoryRouter>
  );
  return renderHook(() => useViewInAddress(read, write), { wrapper });
}

describe('a list view kept in the address', () => {
  it('reads the view from the address and writes a change over it', () => {
    const { result } = renderView('/list?status=open');
    expect(result.current[0]).toEqual({ search: '', status: 'open' });
    act(() => result.current[1]({ search: 'adeyemi' }));
    expect(result.current[0]).toEqual({ search: 'adeyemi', status: 'open' });
  });

  it('keeps a filter chosen while an earlier change is still on its way (a search settling after it)', () => {
    const { result } = renderView('/list');
    // Both changes come from the same render, as a debounced search does when a filter's navigation has not
    // been rendered yet: the second is written over the first, not over the address that render saw.
    const change = result.current[1];
    act(() => {
      change({ status: 'open' });
      change({ search: 'adeyemi' });
    });
    expect(result.current[0]).toEqual({ search: 'adeyemi', status: 'open' });
  });
});
