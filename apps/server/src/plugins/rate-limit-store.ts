/**
 * The store of @fastify/rate-limit (its `store` option): the general per-address ceiling of the API counts in
 * the memory of each process (the library's own store: no database write per request), and a limit marked
 * `shared` (the sign-in routes' limits) counts in the database's throttle counters, so that it holds for the
 * whole portal however many instances serve it.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { createRequire } from 'node:module';
import type { Database } from '../db/client.ts';
import { countHit, readHits } from '../lib/throttle.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type Store = FastifyRateLimitStore & { read?(key: string, callback: Callback, timeWindow: number): void };

/** What a limit's options say about its store (the library passes the merged options to `child`). */
export interface SharedLimit {
  /** Count in the database, for every instance at once. */
  shared: true;
  /** The counters' scope; by default the route's method and path. */
  scope?: string;
}

/** What `child` really gets: the limit's merged options (typed by the library as route options). */
interface ChildOptions extends Partial<SharedLimit> {
  routeInfo?: { method?: string | string[]; url?: string };
}
type ChildArgument = Parameters<FastifyRateLimitStore['child']>[0];
const childOptions = (argument: ChildArgument) => argument as unknown as ChildOptions;

/** The library's in-memory store: its file, since the package exports only the plugin. */
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store;

/** Fixed windows in throttle_counters, timed by the wall clock like the in-memory store. */
class CounterStore implements Store {
  private readonly db: Database;
  private readonly scope: string;

  constructor(db: Database, scope: string) {
    this.db = db;
    this.scope = scope;
  }

  incr(key: string, callback: Callback, timeWindow: number): void {
    const at = new Date();
    countHit(this.db, this.scope, timeWindow, key, at).then(
      ({ count, windowStartedAt }) =>
        callback(null, { current: count, ttl: ttl(windowStartedAt, timeWindow, at) }),
      (error: Error) => callback(error),
    );
  }

  read(key: string, callback: Callback, timeWindow: number): void {
    const at = new Date();
    readHits(this.db, this.scope, timeWindow, key, at).then(
      (found) =>
        callback(
          null,
          found
            ? { current: found.count, ttl: ttl(found.windowStartedAt, timeWindow, at) }
            : { current: 0, ttl: 0 },
        ),
      (error: Error) => callback(error),
    );
  }

  child(argument: ChildArgument): Store {
    return new CounterStore(this.db, scopeOf(childOptions(argument)));
  }
}

const ttl = (windowStartedAt: Date, timeWindow: number, at: Date) =>
  Math.max(0, windowStartedAt.getTime() + timeWindow - at.getTime());

function scopeOf({ scope, routeInfo }: ChildOptions): string {
  if (scope) return `rate-limit:${scope}`;
  const method = [routeInfo?.method ?? ''].flat().join(',');
  return `rate-limit:${method} ${routeInfo?.url ?? ''}`;
}

/** The store class for the plugin's `store` option, bound to the portal's database. */
export function portalRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  return class PortalRateLimitStore implements Store {
    private readonly local = new LocalStore(false, false);

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.local.incr(key, callback, timeWindow, max);
    }

    child(argument: ChildArgument): Store {
      const options = childOptions(argument);
      return options.shared ? new CounterStore(db, scopeOf(options)) : this.local.child(argument);
    }
  };
}
