import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('forgets entries after the time to live, on invalidate, and beyond its size', async () => {
    let now = 0;
    const cache = new TtlCache<string | null>(1_000, 2, () => now);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return null;
    };
    expect(await cache.getOrLoad('a', load)).toBeNull();
    expect(await cache.getOrLoad('a', load)).toBeNull();
    expect(loads).toBe(1);
    now = 1_000;
    await cache.getOrLoad('a', load);
    expect(loads).toBe(2);
    cache.invalidate('a');
    expect(cache.get('a')).toBeUndefined();
    cache.set('x', 'x');
    cache.set('y', 'y');
    cache.set('z', 'z');
    expect(cache.get('x')).toBeUndefined();
    expect(cache.get('z')).toBe('z');
    cache.invalidate();
    expect(cache.get('z')).toBeUndefined();
  });

  it('keeps no value loaded while the cache changed: it may predate the change', async () => {
    const cache = new TtlCache<string>(1_000, 10);
    let finishLoad: (value: string) => void = () => {};
    const loading = cache.getOrLoad('session', () => new Promise((resolve) => (finishLoad = resolve)));
    cache.invalidate('session'); // e.g. the session was revoked while it was being read
    finishLoad('active');
    expect(await loading).toBe('active');
    expect(cache.get('session')).toBeUndefined();
    expect(await cache.getOrLoad('session', async () => 'revoked')).toBe('revoked');
    expect(cache.get('session')).toBe('revoked');
  });

  it('keeps a value loaded while other keys changed', async () => {
    const cache = new TtlCache<string>(1_000, 10);
    let finishLoad: (value: string) => void = () => {};
    const loading = cache.getOrLoad('alex', () => new Promise((resolve) => (finishLoad = resolve)));
    cache.invalidate('sam'); // another employee submitted meanwhile
    cache.set('kim', 'kim');
    finishLoad('alex');
    expect(await loading).toBe('alex');
    expect(cache.get('alex')).toBe('alex');
  });

  it('keeps nothing loaded before a full invalidate, and only the latest of overlapping loads', async () => {
    const cache = new TtlCache<string>(1_000, 10);
    const finishes: ((value: string) => void)[] = [];
    const load = () => new Promise<string>((resolve) => finishes.push(resolve));
    const before = cache.getOrLoad('alex', load);
    cache.invalidate();
    finishes[0]!('before');
    expect(await before).toBe('before');
    expect(cache.get('alex')).toBeUndefined();

    const older = cache.getOrLoad('alex', load);
    cache.invalidate('alex');
    const newer = cache.getOrLoad('alex', load);
    finishes[2]!('newer');
    finishes[1]!('older');
    expect(await Promise.all([older, newer])).toEqual(['older', 'newer']);
    expect(cache.get('alex')).toBe('newer');
  });

  it('lets a failed load be tried again', async () => {
    const cache = new TtlCache<string>(1_000, 10);
    await expect(cache.getOrLoad('alex', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('alex', async () => 'alex')).toBe('alex');
  });

  it('gives callers asking meanwhile the load in progress, and starts afresh after a change', async () => {
    const cache = new TtlCache<string>(1_000, 10);
    const finishes: ((value: string) => void)[] = [];
    const load = () => new Promise<string>((resolve) => finishes.push(resolve));
    const first = cache.getOrLoad('take-up', load);
    const second = cache.getOrLoad('take-up', load);
    expect(finishes).toHaveLength(1);
    finishes[0]!('shared');
    expect(await Promise.all([first, second])).toEqual(['shared', 'shared']);

    cache.invalidate('take-up');
    const before = cache.getOrLoad('take-up', load);
    cache.invalidate('take-up'); // a selection was approved while the figures were counted
    const after = cache.getOrLoad('take-up', load);
    expect(finishes).toHaveLength(3);
    finishes[1]!('before');
    finishes[2]!('after');
    expect(await Promise.all([before, after])).toEqual(['before', 'after']);
    expect(cache.get('take-up')).toBe('after');
  });
});
