/**
 * A small in-memory cache with a time to live and a size cap (hosts are attacker-controlled, so the number
 * of distinct keys must be bounded). Oldest entries are evicted first.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  /** Counts `set` and `invalidate` calls, so a load that overlapped one is not stored (it may be stale). */
  private changes = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(ttlMs: number, maxEntries: number, now: () => number = Date.now) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    this.changes += 1;
    this.store(key, value);
  }

  private store(key: string, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  /** Drops one key, or everything when no key is given. */
  invalidate(key?: string): void {
    this.changes += 1;
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
  }

  /**
   * Returns the cached value or loads, caches and returns it. A value loaded while the cache was changed
   * (an `invalidate` or `set` meanwhile) is returned but not kept: it may predate the change.
   */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const changesBefore = this.changes;
    const value = await load();
    if (this.changes === changesBefore) this.store(key, value);
    return value;
  }
}
