/**
 * ZIP archives someone uploads (an XLSX is one), checked before a byte is inflated: the central directory is
 * read and the archive refused, with a message a person understands, when it has too many entries, an entry
 * or the whole would unpack to more than the limits, an entry is compressed more tightly than real content
 * ever is (a zip bomb), entries overlap, or it is encrypted or in a form we do not read. The directory's sizes
 * are the sender's word, so an entry is then inflated as a stream that stops the moment it gives more bytes
 * than it declared: nothing is ever inflated beyond the limits, whatever the file says.
 */
import { crc32, createInflateRaw } from 'node:zlib';
import { FileRefusal } from './file-refusal.ts';

export interface ArchiveLimits {
  maxEntries: number;
  /** The most one entry may unpack to, in bytes. */
  maxEntryBytes: number;
  /** The most all entries together may unpack to, in bytes. */
  maxTotalBytes: number;
  /** The most an entry may grow when inflated (uncompressed / compressed)... */
  maxRatio: number;
  /** ...for an entry larger than this (a small entry of repeated markup compresses far more, harmlessly). */
  ratioFloorBytes: number;
}

export interface ArchiveEntry {
  name: string;
  method: 0 | 8;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's compressed bytes start in the archive. */
  dataStart: number;
}

/** A refusal whose message is for the person who sent the file. */
export class ArchiveRefusal extends FileRefusal {}
/** Not a ZIP archive at all (the caller says what it expected instead). */
export class NotAnArchive extends Error {}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const ARCHIVE_MESSAGES = {
  overlapping:
    'The parts of the file overlap, which no spreadsheet program writes and a file built to exhaust a server does, so it was not opened: save the roster again from your spreadsheet program, or as CSV',
  unsupported:
    'The file is encrypted, split or compressed in a form the portal does not read: save it again from your spreadsheet program without a password',
  tooManyEntries: (max: number) =>
    `The file is made of more than ${max.toLocaleString('en-GB')} parts, far more than a spreadsheet needs: copy the sheet into a new workbook, or save it as CSV`,
  entryTooLarge: (name: string, max: number) =>
    `A part of the file (${name}) would unpack to more than ${megabytes(max)}, far more than 100,000 rows need: save only the roster sheet in a new workbook, or as CSV`,
  tooLarge: (max: number) =>
    `The file would unpack to more than ${megabytes(max)}, far more than 100,000 rows need: save only the roster sheet in a new workbook, or as CSV`,
  tooCompressed: (name: string, ratio: number) =>
    `A part of the file (${name}) is packed ${Math.round(ratio).toLocaleString('en-GB')} times smaller than its content, which no real spreadsheet is, so it was not opened: save the roster again from your spreadsheet program, or as CSV`,
  damaged:
    'The file is damaged: a part of it unpacks to a different size than it says. Save it again from your spreadsheet program',
};

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_MARK = 0xffffffff;

function endOfDirectory(content: Buffer): number {
  const last = content.length - 22;
  for (let at = last; at >= Math.max(0, last - 0xffff); at -= 1) {
    if (content.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new NotAnArchive();
}

/** The archive's entries, read from its central directory and checked against `limits`; nothing is inflated. */
export function checkedArchive(content: Buffer, limits: ArchiveLimits): ArchiveEntry[] {
  if (content.length < 22) throw new NotAnArchive();
  const end = endOfDirectory(content);
  const [disk, directoryDisk] = [content.readUInt16LE(end + 4), content.readUInt16LE(end + 6)];
  const [onDisk, count] = [content.readUInt16LE(end + 8), content.readUInt16LE(end + 10)];
  const [size, offset] = [content.readUInt32LE(end + 12), content.readUInt32LE(end + 16)];
  if (disk !== 0 || directoryDisk !== 0 || onDisk !== count || count === 0xffff || offset === ZIP64_MARK) {
    throw new ArchiveRefusal(ARCHIVE_MESSAGES.unsupported);
  }
  if (count > limits.maxEntries) throw new ArchiveRefusal(ARCHIVE_MESSAGES.tooManyEntries(limits.maxEntries));
  if (offset + size > end) throw new NotAnArchive();

  const entries: (ArchiveEntry & { localOffset: number })[] = [];
  const names = new Set<string>();
  let total = 0;
  for (let at = offset, index = 0; index < count; index += 1) {
    if (at + 46 > end || content.readUInt32LE(at) !== DIRECTORY_ENTRY) {
      throw new NotAnArchive();
    }
    const flags = content.readUInt16LE(at + 8);
    const method = content.readUInt16LE(at + 10);
    const compressedSize = content.readUInt32LE(at + 20);
    const uncompressedSize = content.readUInt32LE(at + 24);
    const nameLength = content.readUInt16LE(at + 28);
    const skip = nameLength + content.readUInt16LE(at + 30) + content.readUInt16LE(at + 32);
    const localOffset = content.readUInt32LE(at + 42);
    const crc32 = content.readUInt32LE(at + 16);
    const name = content.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + skip;
    const zip64 = [compressedSize, uncompressedSize, localOffset].includes(ZIP64_MARK);
    if (flags & 0x1 || (method !== 0 && method !== 8) || zip64) {
      throw new ArchiveRefusal(ARCHIVE_MESSAGES.unsupported);
    }
    if (names.has(name) || (method === 0 && compressedSize !== uncompressedSize)) {
      throw new NotAnArchive();
    }
    names.add(name);
    if (uncompressedSize > limits.maxEntryBytes) {
      throw new ArchiveRefusal(ARCHIVE_MESSAGES.entryTooLarge(name, limits.maxEntryBytes));
    }
    const ratio = uncompressedSize / Math.max(compressedSize, 1);
    if (uncompressedSize > limits.ratioFloorBytes && ratio > limits.maxRatio) {
      throw new ArchiveRefusal(ARCHIVE_MESSAGES.tooCompressed(name, ratio));
    }
    total += uncompressedSize;
    if (total > limits.maxTotalBytes)
      throw new ArchiveRefusal(ARCHIVE_MESSAGES.tooLarge(limits.maxTotalBytes));
    const dataStart = dataStartOf(content, localOffset, offset);
    if (dataStart + compressedSize > offset) throw new NotAnArchive();
    entries.push({ name, method, crc32, compressedSize, uncompressedSize, dataStart, localOffset });
  }
  refuseOverlaps(entries);
  return entries.map(({ localOffset: _local, ...entry }) => entry);
}

function dataStartOf(content: Buffer, localOffset: number, directoryOffset: number): number {
  if (localOffset + 30 > directoryOffset || content.readUInt32LE(localOffset) !== LOCAL_HEADER) {
    throw new NotAnArchive();
  }
  return localOffset + 30 + content.readUInt16LE(localOffset + 26) + content.readUInt16LE(localOffset + 28);
}

/** Entries that share bytes are how a few KB are made to inflate many times over; no real archive has them. */
function refuseOverlaps(entries: readonly (ArchiveEntry & { localOffset: number })[]) {
  const ordered = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  for (let index = 1; index < ordered.length; index += 1) {
    const before = ordered[index - 1]!;
    if (before.dataStart + before.compressedSize > ordered[index]!.localOffset) {
      throw new ArchiveRefusal(ARCHIVE_MESSAGES.overlapping);
    }
  }
}

/**
 * An entry's bytes as they are inflated, a chunk at a time: it stops with a refusal as soon as the entry gives
 * more than it declared (the limits were checked against what it declared). Its last chunk is held back until
 * the entry has ended at exactly its declared size and checksum, so a reader never takes a cut-off or altered
 * entry for a whole one.
 */
export async function* entryBytes(content: Buffer, entry: ArchiveEntry): AsyncGenerator<Buffer> {
  const compressed = content.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  const inflate = entry.method === 8 ? createInflateRaw({ chunkSize: 16 * 1024 }) : null;
  inflate?.end(compressed);
  let produced = 0;
  let checksum = 0;
  let held: Buffer | null = null;
  try {
    for await (const chunk of (inflate ?? [compressed]) as AsyncIterable<Buffer>) {
      produced += chunk.length;
      if (produced > entry.uncompressedSize) throw new ArchiveRefusal(ARCHIVE_MESSAGES.damaged);
      checksum = crc32(chunk, checksum);
      if (held) yield held;
      held = chunk;
    }
  } catch (error) {
    if (error instanceof ArchiveRefusal) throw error;
    throw new ArchiveRefusal(ARCHIVE_MESSAGES.damaged);
  } finally {
    inflate?.destroy();
  }
  if (produced !== entry.uncompressedSize || checksum !== entry.crc32) {
    throw new ArchiveRefusal(ARCHIVE_MESSAGES.damaged);
  }
  if (held) yield held;
}
