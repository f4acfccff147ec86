/**
 * The embedded database, taking turns with the requests around it. PGlite runs in this thread and settles its
 * promises at once, so a request's chain of queries runs on microtasks and never lets the event loop read
 * another request or finish one waiting on a timer or the thread pool. With twenty requests in flight, those
 * that needed such a turn waited until all the others had drained: at the enrolment-window surge the employee
 * list's p99 was 51 s while its median was 2 s.
 *
 * Each query, exec and transaction started on the client first waits for the next turn of the event loop
 * (`setImmediate`) once the thread has run a millisecond since the last one, so requests, jobs and new arrivals
 * are served round-robin, a statement or a millisecond at a time. A turn costs little but not nothing: waiting
 * before every statement made a 50,000-row upload's confirm 15% slower. Statements inside a transaction do not
 * wait: the transaction holds the database, and waiting there would only hold it longer. The client is
 * changed in place, so drizzle, pg-boss and the notices all take turns.
 */
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { yieldToRequests } from '../lib/event-loop.ts';

/** How long the thread may run statements before it lets the event loop turn. */
const TURN_AFTER_MS = 1;
let lastTurn = performance.now();

async function takeTurnIfDue(): Promise<void> {
  if (performance.now() - lastTurn < TURN_AFTER_MS) return;
  await yieldToRequests();
  lastTurn = performance.now();
}

export function takeTurns(client: PGlite): PGlite {
  const query = client.query.bind(client) as PGlite['query'];
  const exec = client.exec.bind(client) as PGlite['exec'];
  const transaction = client.transaction.bind(client) as PGlite['transaction'];
  client.query = async <T>(statement: string, params?: unknown[], options?: QueryOptions) => {
    await takeTurnIfDue();
    return query<T>(statement, params, options);
  };
  client.exec = async (statements: string, options?: QueryOptions) => {
    await takeTurnIfDue();
    return exec(statements, options);
  };
  client.transaction = async <T>(callback: (tx: Transaction) => Promise<T>) => {
    await takeTurnIfDue();
    return transaction(callback);
  };
  return client;
}
