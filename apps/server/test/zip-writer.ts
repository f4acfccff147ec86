/**
 * A small ZIP writer for tests, so that hostile archives are made by the tests themselves (no binary fixtures):
 * entries deflated or stored, each able to declare sizes it does not have, and directory entries that share one
 * entry's bytes. Also a minimal XLSX (inline strings) built on it, honest or not.
 */
import { randomBytes } from 'node:crypto';
import { createDeflateRaw, crc32 } from 'node:zlib';

export interface ZipPart {
  name: string;
  method: 0 | 8;
  /** The bytes as they sit in the archive. */
  data: Buffer;
  crc32: number;
  /** What the entry says it unpacks to: its real size, unless a test makes it lie. */
  uncompressedSize: number;
}

/** Deflates `chunks` as they come (gigabytes without holding them), counting the real size and checksum. */
export async function deflatedPart(
  name: string,
  chunks: Iterable<Buffer> | AsyncIterable<Buffer>,
  lie: { uncompressedSize?: number } = {},
): Promise<ZipPart> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let size = 0;
  let checksum = 0;
  for await (const chunk of chunks) {
    size += chunk.length;
    checksum = crc32(chunk, checksum);
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return {
    name,
    method: 8,
    data: Buffer.concat(out),
    crc32: checksum,
    uncompressedSize: lie.uncompressedSize ?? size,
  };
}

export const deflated = (name: string, content: string | Buffer) =>
  deflatedPart(name, [Buffer.isBuffer(content) ? content : Buffer.from(content)]);

/** `megabytes` of `unit` repeated, a megabyte at a time. */
export function* repeated(unit: string, megabytes: number): Generator<Buffer> {
  const block = Buffer.alloc(1024 * 1024, unit);
  for (let index = 0; index < megabytes; index += 1) yield block;
}

/**
 * The archive: local headers and data, then the central directory. `aliases` adds directory entries (named
 * `alias-1`...) that all point at the first entry's bytes, as an overlapping zip bomb does.
 */
export function zipOf(parts: readonly ZipPart[], options: { aliases?: number } = {}): Buffer {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  const entry = (part: ZipPart, at: number) => {
    const name = Buffer.from(part.name);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(part.method, 10);
    central.writeUInt32LE(part.crc32, 16);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(part.uncompressedSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(at, 42);
    directory.push(central, name);
  };
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.method, 8);
    local.writeUInt32LE(part.crc32, 14);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(part.uncompressedSize, 22);
    local.writeUInt16LE(name.length, 26);
    chunks.push(local, name, part.data);
    entry(part, offset);
    offset += 30 + name.length + part.data.length;
  }
  for (let alias = 1; alias <= (options.aliases ?? 0); alias += 1) {
    entry({ ...parts[0]!, name: `alias-${alias}` }, 0);
  }
  const central = Buffer.concat(directory);
  const count = parts.length + (options.aliases ?? 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, central, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const columnName = (index: number): string =>
  (index >= 26 ? columnName(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A sheet's XML: each cell an inline string. */
export function sheetXml(rows: readonly (readonly string[])[]): string {
  const body = rows
    .map((cells, row) => {
      const xml = cells.map(
        (cell, column) =>
          `<c r="${columnName(column)}${row + 1}" t="inlineStr"><is><t>${escaped(cell)}</t></is></c>`,
      );
      return `<row r="${row + 1}">${xml.join('')}</row>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${body}</sheetData></worksheet>`;
}

/** The parts of a workbook around its one sheet (Content types, relationships, the workbook). */
export function workbookParts(): Promise<ZipPart[]> {
  const rels =
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">';
  return Promise.all([
    deflated(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    deflated(
      '_rels/.rels',
      `${rels}<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    deflated(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Roster" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    deflated(
      'xl/_rels/workbook.xml.rels',
      `${rels}<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
  ]);
}

/** An honest XLSX of `rows`. */
export async function xlsxOf(rows: readonly (readonly string[])[]): Promise<Buffer> {
  return zipOf([...(await workbookParts()), await deflated('xl/worksheets/sheet1.xml', sheetXml(rows))]);
}

/** An XLSX whose sheet is `rows`, then `filler` inside its sheetData (a zip bomb's payload, say). */
export async function xlsxWithFiller(
  rows: readonly (readonly string[])[],
  filler: Iterable<Buffer>,
  lie: { uncompressedSize?: number } = {},
): Promise<Buffer> {
  const [head, tail] = sheetXml(rows).split('</sheetData>');
  const sheet = await deflatedPart(
    'xl/worksheets/sheet1.xml',
    (function* () {
      yield Buffer.from(head!);
      yield* filler;
      yield Buffer.from(`</sheetData>${tail}`);
    })(),
    lie,
  );
  return zipOf([...(await workbookParts()), sheet]);
}

/** `megabytes` of random letters (they compress about as text does, not as a bomb). */
export function* letters(megabytes: number): Generator<Buffer> {
  for (let index = 0; index < megabytes; index += 1) {
    yield Buffer.from(randomBytes(1024 * 1024).map((byte) => 97 + (byte % 26)));
  }
}
