/**
 * The worker thread that reads one uploaded spreadsheet (spreadsheet-thread.ts starts it, one per file): it
 * reads the first sheet a row at a time and writes it, gzipped as it goes, as the JSON of `{ headers, rows }`,
 * the first row being the headers; then hands that back and ends. Gzipped, 100,000 rows are about 3 MB to hand
 * over and to store rather than 18.
 */
import { createGzip } from 'node:zlib';
import { parentPort, workerData } from 'node:worker_threads';
import {
  FileRefusal,
  readSpreadsheet,
  type SpreadsheetKind,
  type SpreadsheetLimits,
} from './spreadsheet-file.ts';
import type { SheetReply } from './spreadsheet-thread.ts';

const port = parentPort;
if (!port) throw new Error('spreadsheet-worker.ts runs only as a worker thread');
const { content, kind, limits } = workerData as {
  content: Uint8Array;
  kind: SpreadsheetKind;
  limits: SpreadsheetLimits;
};

const CHUNK_CHARACTERS = 64 * 1024;
const gzip = createGzip();
const compressed: Buffer[] = [];
gzip.on('data', (chunk: Buffer) => compressed.push(chunk));
const gzipped = new Promise((resolve, reject) => gzip.on('end', resolve).on('error', reject));
let pending = '';
let headers: string[] | null = null;
let rows = 0;
const write = (text: string) => {
  pending += text;
  if (pending.length < CHUNK_CHARACTERS) return;
  gzip.write(pending);
  pending = '';
};

try {
  const file = Buffer.from(content.buffer, content.byteOffset, content.length);
  const read = await readSpreadsheet(file, kind, limits, (cells) => {
    if (headers === null) {
      headers = cells;
      write(`{"headers":${JSON.stringify(cells)},"rows":[`);
      return;
    }
    write(`${rows === 0 ? '' : ','}${JSON.stringify(cells)}`);
    rows += 1;
  });
  gzip.end(`${pending}${headers === null ? '{"headers":[],"rows":[]}' : ']}'}`);
  await gzipped;
  const json = Buffer.concat(compressed);
  const reply: SheetReply = { ok: true, headers: headers ?? [], rows, more: read.more, json };
  // A buffer that owns its memory moves to the main thread rather than being copied (a small one is pooled).
  const owned = json.byteOffset === 0 && json.length === json.buffer.byteLength;
  port.postMessage(reply, owned ? [json.buffer as ArrayBuffer] : []);
} catch (error) {
  const reply: SheetReply = {
    ok: false,
    refusal: error instanceof FileRefusal ? error.message : null,
    error: error instanceof Error ? error.message : String(error),
  };
  port.postMessage(reply);
}
