import { describe, expect, it } from 'vitest';
import { listLoadStatus } from './load-status.ts';

const flags = { isUninitialized: false, isLoading: false, isError: false };

describe('listLoadStatus', () => {
  it('is idle before the request and loading while it runs', () => {
    expect(listLoadStatus({ ...flags, isUninitialized: true })).toBe('idle');
    expect(listLoadStatus({ ...flags, isLoading: true })).toBe('loading');
  });

  it('is success only for an array', () => {
    expect(listLoadStatus({ ...flags, data: [] })).toBe('success');
    expect(listLoadStatus({ ...flags, data: [{ id: '1' }] })).toBe('success');
  });

  it('counts a failed request and an answer that is not an array as an error', () => {
    expect(listLoadStatus({ ...flags, isError: true })).toBe('error');
    expect(listLoadStatus({ ...flags, data: { cards: [] } })).toBe('error');
    expect(listLoadStatus({ ...flags, data: null })).toBe('error');
  });
});
