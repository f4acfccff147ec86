import type { ApiQueryError } from './api.ts';

/**
 * A change the portal could not take just now (503: its database restarting, issue 34) is sent again once the
 * answer's Retry-After has passed, a few times, before the failure is the caller's: the server wrote nothing of
 * it (the transaction rolled back), and the page keeps what the employee typed meanwhile.
 */

export const UNAVAILABLE_STATUS = 503;
/** When an answer says nothing: the server's own Retry-After (plugins/error-handler.ts). */
const DEFAULT_RETRY_AFTER_SECONDS = 5;
const LONGEST_WAIT_SECONDS = 30;
/** About half a minute of waiting at the server's Retry-After: a database restart, not an outage. */
const DEFAULT_TRIES = 6;

export const isUnavailable = (error: unknown): error is ApiQueryError =>
  (error as ApiQueryError | null)?.status === UNAVAILABLE_STATUS;

export interface RetryOptions {
  /** Every try, the first included. */
  tries?: number;
  /** The clock: resolves after `ms` (tests pass their own). */
  wait?: (ms: number) => Promise<void>;
  /** Told before each wait, with the failure and the seconds until the next try. */
  onWaiting?: (error: ApiQueryError, seconds: number) => void;
}

const realWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function retryWhileUnavailable<T>(
  attempt: () => Promise<T>,
  { tries = DEFAULT_TRIES, wait = realWait, onWaiting }: RetryOptions = {},
): Promise<T> {
  for (let tried = 1; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isUnavailable(error) || tried >= tries) throw error;
      const seconds = Math.min(error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS, LONGEST_WAIT_SECONDS);
      onWaiting?.(error, seconds);
      await wait(seconds * 1000);
    }
  }
}
