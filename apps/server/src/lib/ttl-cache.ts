/**
 * A small in-memory cache with a time to live and a size cap (hosts are attacker-controlled, so the number
 * of distinct keys must be bounded). Oldest entries are evicted first.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  /**
   * The load in progress per key: concurrent callers share it, and a `set` or `invalidate` of the key drops it,
   * so a value that may predate the change is returned to its callers but not kept.
   */
  private readonly loading = new Map<string, Promise<V>>();
  /** Counts full invalidations, which drop every load in progress too. */
  private epoch = 0;
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
    this.loading.delete(key);
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
    if (key === undefined) {
      this.epoch += 1;
      this.entries.clear();
      this.loading.clear();
    } else {
      this.entries.delete(key);
      this.loading.delete(key);
    }
  }

  /**
   * Returns the cached value or loads, caches and returns it; callers asking for the same key meanwhile share
   * the one load. A value loaded while its key was changed (an `invalidate` or `set` meanwhile, or a full
   * invalidate) is returned but not kept: it may predate the change. Changes to other keys do not matter, so a
   * busy cache (employees' facts forgotten as each one submits) still keeps everyone else's.
   */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const inProgress = this.loading.get(key);
    if (inProgress) return inProgress;
    const epoch = this.epoch;
    const loading = load();
    this.loading.set(key, loading);
    try {
      const value = await loading;
      if (this.loading.get(key) === loading && this.epoch === epoch) this.store(key, value);
      return value;
    } finally {
      if (this.loading.get(key) === loading) this.loading.delete(key);
    }
  }
}
