/**
 * Writes a ZIP archive whose entries are stored, not compressed, as a stream: how an archive that was checked
 * and inflated within limits (zip-archive.ts) is handed to a reader that would otherwise inflate it again,
 * without limits, itself. Each entry's size is known before its bytes come; a part that gives another number
 * of bytes fails the stream.
 */
export interface StoredPart {
  name: string;
  size: number;
  crc32: number;
  bytes(): AsyncIterable<Buffer>;
}

const UTF8_NAMES = 0x0800;

function localHeader(part: StoredPart, name: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(UTF8_NAMES, 6);
  header.writeUInt32LE(part.crc32, 14);
  header.writeUInt32LE(part.size, 18);
  header.writeUInt32LE(part.size, 22);
  header.writeUInt16LE(name.length, 26);
  return header;
}

function directoryEntry(part: StoredPart, name: Buffer, offset: number): Buffer {
  const entry = Buffer.alloc(46);
  entry.writeUInt32LE(0x02014b50, 0);
  entry.writeUInt16LE(20, 4);
  entry.writeUInt16LE(20, 6);
  entry.writeUInt16LE(UTF8_NAMES, 8);
  entry.writeUInt32LE(part.crc32, 16);
  entry.writeUInt32LE(part.size, 20);
  entry.writeUInt32LE(part.size, 24);
  entry.writeUInt16LE(name.length, 28);
  entry.writeUInt32LE(offset, 42);
  return Buffer.concat([entry, name]);
}

export async function* storedArchive(parts: readonly StoredPart[]): AsyncGenerator<Buffer> {
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    directory.push(directoryEntry(part, name, offset));
    yield localHeader(part, name);
    yield name;
    let written = 0;
    for await (const chunk of part.bytes()) {
      written += chunk.length;
      if (written > part.size) throw new Error(`${part.name} gave more bytes than it declared`);
      yield chunk;
    }
    if (written !== part.size) throw new Error(`${part.name} gave fewer bytes than it declared`);
    offset += 30 + name.length + part.size;
  }
  const central = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  yield central;
  yield end;
}
