import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Lets waiting requests in. The embedded PGlite answers in this thread and resolves its promises at once, so a
 * job or a report that only awaits the database never gives the event loop a turn: a 50,000-row check held
 * every request (even /api/health) for 13 s. Long work calls this between its batches.
 */
export function yieldToRequests(): Promise<void> {
  return nextTurn();
}
