/**
 * Limits how many sign-in attempts for one account (tenant + e-mail) this process evaluates at once.
 *
 * Decisions (robot check, lock) rest on the stored failure count, which a parallel attempt may be about to
 * change. An account with no failures lets a few attempts run side by side (a burst of correct sign-ins
 * stays fast); an account with failures takes one attempt at a time, so each decides on an exact count.
 * Waiting is first come, first served. The gate is per process: each server instance has its own.
 */
interface Waiter {
  limit: number;
  admit: () => void;
}

interface Lane {
  /** The limits of the attempts running now: none may run beside more attempts than its own limit allows. */
  running: number[];
  queue: Waiter[];
}

export type Release = () => void;

export class AttemptGate {
  private readonly lanes = new Map<string, Lane>();
  /** Resolves once fewer than `limit` attempts for `key` are running; call the returned function when done. */
  acquire(key: string, limit: number): Promise<Release> {
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { running: [], queue: [] };
      this.lanes.set(key, lane);
    }
    const current = lane;
    return new Promise((resolve) => {
      current.queue.push({ limit, admit: () => resolve(this.releaser(key, current, limit)) });
      this.drain(key, current);
    });
  }

  private releaser(key: string, lane: Lane, limit: number): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      lane.running.splice(lane.running.indexOf(limit), 1);
      this.drain(key, lane);
    };
  }

  private drain(key: string, lane: Lane): void {
    for (let next = lane.queue[0]; next; next = lane.queue[0]) {
      const allowed = Math.min(next.limit, ...lane.running);
      if (lane.running.length >= allowed) break;
      lane.running.push(next.limit);
      lane.queue.shift()!.admit();
    }
    if (lane.running.length === 0 && lane.queue.length === 0) this.lanes.delete(key);
  }
}
