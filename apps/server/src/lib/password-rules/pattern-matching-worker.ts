/**
 * The worker thread that finds pattern matches (pattern-matching-thread.ts starts it). It loads the word lists
 * at once, so building them (about a second of CPU) never holds up the server's event loop.
 */
import { parentPort } from 'node:worker_threads';
import { findPatternMatches, loadPatternMatchers } from './pattern-matches.ts';
import type { MatchReply, MatchRequest } from './pattern-matching-thread.ts';

const port = parentPort;
if (!port) throw new Error('pattern-matching-worker.ts runs only as a worker thread');

loadPatternMatchers().catch(() => {
  // Reported to the request that needs the lists; loadPatternMatchers tries again then.
});

port.on('message', ({ id, password, personalWords }: MatchRequest) => {
  findPatternMatches(password, personalWords).then(
    (matches) => port.postMessage({ id, matches } satisfies MatchReply),
    (error: unknown) =>
      port.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies MatchReply),
  );
});
