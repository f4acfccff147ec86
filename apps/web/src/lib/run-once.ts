/**
 * One-time links must be used once, but React runs a mount effect twice in development (StrictMode): the
 * first call for a key is remembered and every later call gets the same promise.
 */
const started = new Map<string, Promise<unknown>>();

export function runOnce<T>(key: string, run: () => Promise<T>): Promise<T> {
  const existing = started.get(key) as Promise<T> | undefined;
  if (existing) return existing;
  const promise = run();
  started.set(key, promise);
  return promise;
}
