/**
 * An archive is checked before anything in it is inflated, and inflated only as far as it declared (issue 32).
 * The hostile archives are made here, by the tests' own ZIP writer.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deflated, deflatedPart, repeated, zipOf } from '../../test/zip-writer.ts';
import {
  ArchiveRefusal,
  checkedArchive,
  entryBytes,
  NotAnArchive,
  type ArchiveLimits,
} from './zip-archive.ts';

const MB = 1024 * 1024;
const LIMITS: ArchiveLimits = {
  maxEntries: 10,
  maxEntryBytes: 8 * MB,
  maxTotalBytes: 12 * MB,
  maxRatio: 100,
  ratioFloorBytes: MB,
};

function refusalOf(content: Buffer, limits = LIMITS): string {
  try {
    checkedArchive(content, limits);
  } catch (error) {
    expect(error).toBeInstanceOf(ArchiveRefusal);
    return (error as Error).message;
  }
  throw new Error('the archive was accepted');
}

async function inflatedSize(content: Buffer): Promise<number> {
  let size = 0;
  for (const entry of checkedArchive(content, LIMITS)) {
    for await (const chunk of entryBytes(content, entry)) size += chunk.length;
  }
  return size;
}

/** Entries of random bytes (they do not compress), `megabytes` each. */
const incompressible = (name: string, megabytes: number) => deflated(name, randomBytes(megabytes * MB));

describe('an uploaded archive, before it is inflated', () => {
  it('is read when it is within every limit', async () => {
    const content = zipOf([await deflated('a.xml', '<a/>'.repeat(1_000)), await incompressible('b.bin', 1)]);
    expect(checkedArchive(content, LIMITS).map((entry) => [entry.name, entry.uncompressedSize])).toEqual([
      ['a.xml', 4_000],
      ['b.bin', MB],
    ]);
    expect(await inflatedSize(content)).toBe(4_000 + MB);
  });

  it('is refused with more entries than the limit', async () => {
    const parts = await Promise.all(
      Array.from({ length: 11 }, (_, index) => deflated(`${index}.xml`, '<a/>')),
    );
    expect(refusalOf(zipOf(parts))).toBe(
      'The file is made of more than 10 parts, far more than a spreadsheet needs: copy the sheet into a new workbook, or save it as CSV',
    );
  });

  it('is refused when an entry would unpack to more than the limit', async () => {
    const content = zipOf([await incompressible('big.bin', 9)]);
    expect(refusalOf(content)).toMatch(/^A part of the file \(big\.bin\) would unpack to more than 8 MB/);
  });

  it('is refused when all entries together would unpack to more than the limit', async () => {
    const content = zipOf(await Promise.all([1, 2].map((index) => incompressible(`${index}.bin`, 7))));
    expect(refusalOf(content)).toMatch(/^The file would unpack to more than 12 MB/);
  });

  it('is refused when an entry is packed more tightly than real content: the zip bomb', async () => {
    const bomb = await deflatedPart('xl/worksheets/sheet1.xml', repeated(' ', 7));
    expect(bomb.data.length).toBeLessThan(10_000);
    expect(refusalOf(zipOf([bomb]))).toMatch(
      /^A part of the file \(xl\/worksheets\/sheet1\.xml\) is packed [\d,]+ times smaller than its content/,
    );
  });

  it('is refused when directory entries share one entry’s bytes (an overlapping bomb)', async () => {
    const content = zipOf([await deflated('a.xml', '<a/>'.repeat(100))], { aliases: 3 });
    expect(refusalOf(content)).toMatch(/^The parts of the file overlap/);
  });

  it('is refused when encrypted, and when it is not a ZIP at all', async () => {
    const content = zipOf([await deflated('a.xml', '<a/>')]);
    const encrypted = Buffer.from(content);
    const directory = encrypted.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    encrypted.writeUInt16LE(1, directory + 8);
    expect(refusalOf(encrypted)).toMatch(/^The file is encrypted/);
    const notZip = Buffer.from('PK\u0003\u0004 and then nothing a ZIP has');
    expect(() => checkedArchive(notZip, LIMITS)).toThrow(NotAnArchive);
  });
});

describe('an entry as it is inflated', () => {
  it('stops, refused, as soon as it gives more than it declared', async () => {
    // Declares 1 MB, holds 64 MB: within every limit on paper.
    const liar = await deflatedPart('sheet.xml', repeated('<x/>', 64), { uncompressedSize: MB });
    const content = zipOf([liar]);
    const [entry] = checkedArchive(content, { ...LIMITS, maxRatio: 1_000 });
    let given = 0;
    const read = (async () => {
      for await (const chunk of entryBytes(content, entry!)) given += chunk.length;
    })();
    await expect(read).rejects.toThrow(
      'The file is damaged: a part of it unpacks to a different size than it says. Save it again from your spreadsheet program',
    );
    expect(given).toBeLessThanOrEqual(MB);
  });

  it('is refused when it gives less than it declared', async () => {
    const short = await deflatedPart('sheet.xml', [Buffer.from('<a/>')], { uncompressedSize: 10 });
    const content = zipOf([short]);
    const [entry] = checkedArchive(content, LIMITS);
    const read = (async () => {
      for await (const _chunk of entryBytes(content, entry!));
    })();
    await expect(read).rejects.toBeInstanceOf(ArchiveRefusal);
  });
});
