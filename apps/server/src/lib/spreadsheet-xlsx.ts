/**
 * An XLSX's first sheet, read as a stream. The archive is checked before anything is inflated (zip-archive.ts);
 * then only the parts the reader needs are inflated, each stopped at the size it declared, and handed to
 * exceljs's streaming reader as a stored archive, so exceljs never inflates anything itself. Reading stops at
 * the row limit, and a run of more than a megabyte without markup (one giant cell or attribute, which the XML
 * parser would hold whole) is refused: memory stays small whatever the file holds.
 */
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import type { CellValue } from 'exceljs';
import { FileRefusal } from './file-refusal.ts';
import type { RowSink, SpreadsheetLimits, SpreadsheetRead } from './spreadsheet-file.ts';
import { checkedArchive, entryBytes, type ArchiveEntry, type ArchiveLimits } from './zip-archive.ts';
import { storedArchive, type StoredPart } from './zip-stored.ts';

const MB = 1024 * 1024;

/** A 100,000-row roster is about 60 MB of sheet and 8 MB of shared strings unpacked, packed 9 times. */
export const XLSX_LIMITS: ArchiveLimits = {
  maxEntries: 1_000,
  maxEntryBytes: 160 * MB,
  maxTotalBytes: 200 * MB,
  maxRatio: 100,
  ratioFloorBytes: MB,
};
/** exceljs keeps every shared string in memory: their part is held to less than the sheet's. */
export const MAX_SHARED_STRINGS_BYTES = 32 * MB;
/** The longest run of bytes without a `<` that a part may hold. */
export const MAX_MARKUP_GAP = MB;

const SHARED_STRINGS = 'xl/sharedStrings.xml';
/** What exceljs reads before the sheets, in the order it needs them. */
const LEADING_PARTS = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', SHARED_STRINGS, 'xl/styles.xml'];
const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
/** A workbook without shared strings gets an empty table, so its sheet streams (else exceljs spools it to disk). */
const EMPTY_SHARED_STRINGS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
);

const GAP_MESSAGE =
  'The file holds a cell or a setting of more than a megabyte, which no roster has: save the roster sheet again as a new workbook, or as CSV';

/** The entry's inflated bytes, refused at the first run of more than MAX_MARKUP_GAP bytes without a `<`. */
async function* markupBytes(content: Buffer, entry: ArchiveEntry): AsyncGenerator<Buffer> {
  let gap = 0;
  for await (const chunk of entryBytes(content, entry)) {
    const first = chunk.indexOf(0x3c);
    gap += first === -1 ? chunk.length : first;
    if (gap > MAX_MARKUP_GAP) throw new FileRefusal(GAP_MESSAGE);
    if (first !== -1) gap = chunk.length - 1 - chunk.lastIndexOf(0x3c);
    yield chunk;
  }
}

function partsOf(content: Buffer, entries: readonly ArchiveEntry[]): StoredPart[] {
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const stored = (entry: ArchiveEntry): StoredPart => ({
    name: entry.name,
    size: entry.uncompressedSize,
    crc32: entry.crc32,
    bytes: () => markupBytes(content, entry),
  });
  const sheets = entries
    .filter((entry) => SHEET.test(entry.name))
    .sort((a, b) => Number(SHEET.exec(a.name)![1]) - Number(SHEET.exec(b.name)![1]));
  const leading = LEADING_PARTS.flatMap((name) => {
    const entry = byName.get(name);
    if (entry) return [stored(entry)];
    if (name !== SHARED_STRINGS) return [];
    const bytes = EMPTY_SHARED_STRINGS;
    return [
      {
        name,
        size: bytes.length,
        crc32: crc32(bytes),
        bytes: async function* () {
          yield bytes;
        },
      },
    ];
  });
  return [...leading, ...sheets.map(stored)];
}

const ukDate = (date: Date) =>
  [date.getUTCDate(), date.getUTCMonth() + 1].map((part) => String(part).padStart(2, '0')).join('/') +
  `/${date.getUTCFullYear()}`;

/** A cell as text; a formula cell reads as its formula (`=...`), so that the caller can refuse it. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return ukDate(value);
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) {
      return `=${'formula' in value ? value.formula : value.sharedFormula}`;
    }
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text);
    if ('error' in value) return String(value.error);
  }
  return String(value);
}

export async function xlsxRows(
  content: Buffer,
  limits: SpreadsheetLimits,
  sink: RowSink,
): Promise<SpreadsheetRead> {
  const entries = checkedArchive(content, XLSX_LIMITS);
  const shared = entries.find((entry) => entry.name === SHARED_STRINGS);
  if (shared && shared.uncompressedSize > MAX_SHARED_STRINGS_BYTES) {
    throw new FileRefusal(
      `The file's table of texts would unpack to more than ${MAX_SHARED_STRINGS_BYTES / MB} MB, far more than 100,000 rows need: save only the roster sheet in a new workbook, or as CSV`,
    );
  }
  const source = Readable.from(storedArchive(partsOf(content, entries)));
  // exceljs is loaded by the first XLSX file, not at start (about 0.2 s of a cold start).
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let rows = 0;
  try {
    for await (const sheet of untilFailed(reader, source)) {
      // The first sheet in the workbook's tab order (workbook.xml comes before the sheets).
      const first = (reader as unknown as { model?: { sheets?: { id: number }[] } }).model?.sheets?.[0];
      const sheetId = (sheet as unknown as { id: number | string }).id;
      if (first && Number(sheetId) !== Number(first.id)) continue;
      for await (const row of untilFailed(sheet, source)) {
        const cells: string[] = [];
        const width = Math.min(row.cellCount, limits.maxColumns);
        for (let column = 1; column <= width; column += 1) cells.push(cellText(row.getCell(column).value));
        if (!cells.some((cell) => cell.trim() !== '')) continue;
        if (rows === limits.maxRows) return { rows, more: true };
        rows += 1;
        sink(cells);
      }
      break;
    }
  } finally {
    source.destroy();
  }
  return { rows, more: false };
}

/**
 * The items of `iterable`, until `source` fails: exceljs pipes the source into its unzipper, which does not pass
 * a source's failure on, so without this a refused entry would leave the reading waiting for ever. (A race with
 * one long-lived promise would keep every item alive; each wait here is its own promise.)
 */
async function* untilFailed<T>(iterable: AsyncIterable<T>, source: Readable): AsyncGenerator<T> {
  const iterator = iterable[Symbol.asyncIterator]();
  let failure: { error: unknown } | null = null;
  let wake: ((error: unknown) => void) | null = null;
  const onError = (error: unknown) => {
    failure = { error };
    wake?.(error);
  };
  source.once('error', onError);
  try {
    for (;;) {
      if (failure) throw (failure as { error: unknown }).error;
      const next = await new Promise<IteratorResult<T>>((resolve, reject) => {
        wake = reject;
        iterator.next().then(resolve, reject);
      });
      wake = null;
      if (next.done) return;
      yield next.value;
    }
  } finally {
    source.off('error', onError);
  }
}
