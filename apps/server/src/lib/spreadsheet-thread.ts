/**
 * An uploaded spreadsheet read on a worker thread of its own, with a ceiling on its heap: the parsing of a
 * 100,000-row sheet makes garbage faster than the main thread's heap would give it back (hundreds of MB at
 * peak there), and it would hold the event loop for seconds. The worker's heap is capped, so memory during an
 * upload stays bounded whatever the file; a file that needs more is refused, never the process's memory. One
 * file is read at a time in a process; the next waits its turn.
 */
import { Worker } from 'node:worker_threads';
import { FileRefusal, type SpreadsheetKind, type SpreadsheetLimits } from './spreadsheet-file.ts';

export type SheetReply =
  | { ok: true; headers: string[]; rows: number; more: boolean; json: Buffer }
  | { ok: false; refusal: string | null; error: string };

/**
 * The sheet as gzipped JSON: `{ headers, rows }`, the rows below the headers; how many; `more` when reading
 * stopped at the limit.
 */
export interface SheetJson {
  headers: string[];
  rows: number;
  more: boolean;
  gzippedJson: Buffer;
}

/** The worker's heap: a tenth of what the main thread's grew to for the largest file, and enough for it. */
export const WORKER_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };

export const TOO_COMPLEX_MESSAGE =
  'The file needs more memory to read than an upload may use: save only the roster sheet in a new workbook, or as CSV';

let turn: Promise<unknown> = Promise.resolve();

function readOnce(content: Buffer, kind: SpreadsheetKind, limits: SpreadsheetLimits): Promise<SheetJson> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./spreadsheet-worker.ts', import.meta.url), {
      workerData: { content, kind, limits },
      resourceLimits: WORKER_LIMITS,
    });
    let settled = false;
    worker.once('message', (reply: SheetReply) => {
      settled = true;
      if (!reply.ok) {
        reject(reply.refusal === null ? new Error(reply.error) : new FileRefusal(reply.refusal));
        return;
      }
      const { headers, rows, more, json } = reply;
      // What crosses the thread is a Uint8Array; a Buffer again over the same memory.
      resolve({ headers, rows, more, gzippedJson: Buffer.from(json.buffer, json.byteOffset, json.length) });
    });
    worker.once('error', (error: Error & { code?: string }) => {
      settled = true;
      reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new FileRefusal(TOO_COMPLEX_MESSAGE) : error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`The spreadsheet worker stopped (exit code ${code})`));
    });
  });
}

/** Reads the spreadsheet off the main thread, after any other file this process is reading. */
export function readSheetOffThread(
  content: Buffer,
  kind: SpreadsheetKind,
  limits: SpreadsheetLimits,
): Promise<SheetJson> {
  const read = turn.then(() => readOnce(content, kind, limits));
  turn = read.catch(() => undefined);
  return read;
}
