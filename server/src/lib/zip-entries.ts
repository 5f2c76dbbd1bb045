import { open } from 'node:fs/promises';

// The names of a ZIP file's entries, read from its central directory at the end of the file:
// no entry is ever decompressed, so an archive that unpacks to terabytes (a zip bomb) costs the
// same few reads as any other. DOCX, XLSX and ODT are ZIP files told apart by these names.

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_ENTRY = 0x02014b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const TAIL = 22 + 0xffff;
/** A central directory larger than this is not read (a document has a few hundred entries). */
const MAX_DIRECTORY_BYTES = 4 * 1024 * 1024;
const MAX_ENTRIES = 10_000;

/** The entry names, or null when the file has no readable central directory. */
export async function zipEntryNames(path: string): Promise<string[] | null> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const tailLength = Math.min(size, TAIL);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    let at = -1;
    for (let i = tailLength - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === EOCD) {
        at = i;
        break;
      }
    }
    if (at < 0) return null;
    let entries = tail.readUInt16LE(at + 10);
    let directorySize = tail.readUInt32LE(at + 12);
    let directoryOffset = tail.readUInt32LE(at + 16);
    if (entries === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
      // ZIP64: the locator just before the end record points at the ZIP64 end record.
      if (at < 20 || tail.readUInt32LE(at - 20) !== ZIP64_LOCATOR) return null;
      const recordOffset = Number(tail.readBigUInt64LE(at - 20 + 8));
      const record = Buffer.alloc(56);
      if (recordOffset + 56 > size) return null;
      await file.read(record, 0, 56, recordOffset);
      if (record.readUInt32LE(0) !== ZIP64_EOCD) return null;
      entries = Number(record.readBigUInt64LE(32));
      directorySize = Number(record.readBigUInt64LE(40));
      directoryOffset = Number(record.readBigUInt64LE(48));
    }
    if (directorySize > MAX_DIRECTORY_BYTES || directoryOffset + directorySize > size) return null;
    const directory = Buffer.alloc(directorySize);
    await file.read(directory, 0, directorySize, directoryOffset);
    const names: string[] = [];
    let p = 0;
    while (p + 46 <= directory.length && names.length < Math.min(entries, MAX_ENTRIES)) {
      if (directory.readUInt32LE(p) !== CENTRAL_ENTRY) return null;
      const nameLength = directory.readUInt16LE(p + 28);
      const extraLength = directory.readUInt16LE(p + 30);
      const commentLength = directory.readUInt16LE(p + 32);
      names.push(directory.toString('utf8', p + 46, p + 46 + nameLength));
      p += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  } finally {
    await file.close();
  }
}
