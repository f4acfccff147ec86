/**
 * Shares a read among the callers who can share it without reading stale data: per key, one run at a time, and
 * everyone who asks while it runs shares the one run that starts after it. So each caller's answer comes from a
 * run that began after it asked (it sees every write committed before its call), while twenty callers at once
 * cost two runs, not twenty.
 */
export function createNextRuns<T, Key = string>() {
  const lanes = new Map<Key, { running: Promise<T>; next: Promise<T> | null }>();

  const start = (key: Key, task: () => Promise<T>): Promise<T> => {
    const lane = { running: task(), next: null as Promise<T> | null };
    lanes.set(key, lane);
    const done = () => {
      if (lanes.get(key) === lane && lane.next === null) lanes.delete(key);
    };
    lane.running.then(done, done);
    return lane.running;
  };

  return function nextRun(key: Key, task: () => Promise<T>): Promise<T> {
    const lane = lanes.get(key);
    if (!lane) return start(key, task);
    lane.next ??= lane.running.then(
      () => start(key, task),
      () => start(key, task),
    );
    return lane.next;
  };
}
