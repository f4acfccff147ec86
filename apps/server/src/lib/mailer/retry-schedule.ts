/**
 * When a failed delivery is tried again: 1, 5, 15 and 60 minutes, then 6 hours after the previous attempt.
 * The attempt after the last wait is the final one; its failure marks the message failed (it is kept).
 */
const MINUTE = 60_000;
export const RETRY_DELAYS_MS: readonly number[] = [
  1 * MINUTE,
  5 * MINUTE,
  15 * MINUTE,
  60 * MINUTE,
  360 * MINUTE,
];
export const MAX_DELIVERY_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** The time of the next attempt after `attempts` failed ones, or null when there is none left. */
export function nextAttemptAt(attempts: number, failedAt: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay);
}
