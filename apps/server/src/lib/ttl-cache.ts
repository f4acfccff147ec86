/**
 * A small in-memory cache with a time to live and a size cap (hosts are attacker-controlled, so the number
 * of distinct keys must be bounded). Oldest entries are evicted first.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  /**
   * The latest load in progress per key. A `set` or `invalidate` of the key drops it, so a value that may
   * predate the change is returned to its caller but not kept; of loads that overlap, only the latest is kept.
   */
  private readonly loading = new Map<string, symbol>();
  /** The load in progress per key that callers asking meanwhile wait on. */
  private readonly shared = new Map<string, Promise<V>>();
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
    this.shared.delete(key);
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
      this.entries.clear();
      this.loading.clear();
      this.shared.clear();
    } else {
      this.entries.delete(key);
      this.loading.delete(key);
      this.shared.delete(key);
    }
  }

  /**
   * Returns the cached value or loads, caches and returns it. A value loaded while its key was changed (an
   * `invalidate` or `set` meanwhile, or a full invalidate) is returned but not kept: it may predate the change.
   * Changes to other keys do not matter, so a busy cache (employees' facts forgotten as each one submits)
   * still keeps everyone else's. Callers asking for a key while it loads wait on that load instead of starting
   * their own: two hundred employees opening their benefits at once load the tenant's catalogue once, and twenty
   * employers opening the same dashboard run one aggregation, not twenty.
   */
  getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const inProgress = this.shared.get(key);
    if (inProgress) return inProgress;
    const loading = this.load(key, load).finally(() => {
      if (this.shared.get(key) === loading) this.shared.delete(key);
    });
    this.shared.set(key, loading);
    return loading;
  }

  private async load(key: string, load: () => Promise<V>): Promise<V> {
    const token = Symbol(key);
    this.loading.set(key, token);
    try {
      const value = await load();
      if (this.loading.get(key) === token) this.store(key, value);
      return value;
    } finally {
      if (this.loading.get(key) === token) this.loading.delete(key);
    }
  }
}
