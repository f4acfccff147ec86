/**
 * Pattern matching on a worker thread of its own. Building zxcvbn's word lists takes about a second of CPU;
 * on the main thread it stalled every request at start (and delayed /api/ready by as much). One worker serves
 * every check in order; a check takes about a millisecond there.
 */
import { Worker } from 'node:worker_threads';
import type { PatternMatches } from './pattern-matches.ts';

export interface MatchRequest {
  id: number;
  password: string;
  personalWords: readonly string[];
}

export type MatchReply = { id: number; matches: PatternMatches } | { id: number; error: string };

interface Pending {
  resolve(matches: PatternMatches): void;
  reject(error: Error): void;
}

let worker: Worker | undefined;
const pending = new Map<number, Pending>();
let nextId = 1;

function failPending(error: Error): void {
  for (const request of pending.values()) request.reject(error);
  pending.clear();
}

function startWorker(): Worker {
  const started = new Worker(new URL('./pattern-matching-worker.ts', import.meta.url));
  // An idle worker never keeps the process alive; a waiting check does (see matchPatternsOffThread).
  started.unref();
  started.on('message', (reply: MatchReply) => {
    const request = pending.get(reply.id);
    if (!request) return;
    pending.delete(reply.id);
    if (pending.size === 0) started.unref();
    if ('error' in reply) request.reject(new Error(`Password pattern matching failed: ${reply.error}`));
    else request.resolve(reply.matches);
  });
  started.on('error', (error) => failPending(error));
  started.on('exit', (code) => {
    if (worker === started) worker = undefined;
    failPending(new Error(`The password pattern worker stopped (exit code ${code})`));
  });
  return started;
}

/** Starts the worker, which loads the word lists at once, so the first check does not wait for them. */
export function preparePatternMatching(): void {
  worker ??= startWorker();
}

/** The pattern matches in `password` (see findPatternMatches), found on the worker thread. */
export function matchPatternsOffThread(
  password: string,
  personalWords: readonly string[],
): Promise<PatternMatches> {
  const thread = (worker ??= startWorker());
  const id = nextId++;
  return new Promise<PatternMatches>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread.ref();
    thread.postMessage({ id, password, personalWords } satisfies MatchRequest);
  });
}
