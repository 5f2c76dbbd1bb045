import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_ENTRIES, zipEntryNames } from '../../../server/src/lib/zip-entries';
import { docx, zip, zipBomb } from './files';

// The ZIP directory reader the upload sniffer relies on (server/src/lib/zip-entries.ts): names
// only, from the central directory, nothing unpacked, bounded whatever the file claims.

const dir = mkdtempSync(join(tmpdir(), 'zip-entries-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const onDisk = (bytes: Buffer) => {
  const path = join(dir, `f${n++}.zip`);
  writeFileSync(path, bytes);
  return path;
};

describe('zipEntryNames', () => {
  it("reads a document's entry names", async () => {
    expect(await zipEntryNames(onDisk(docx()))).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'word/document.xml',
    ]);
  });

  it('names the entry of a zip bomb without unpacking it', async () => {
    const path = onDisk(zipBomb());
    expect(statSync(path).size).toBeLessThan(1024 * 1024); // 64 MB of zeros inside
    expect(await zipEntryNames(path)).toEqual(['zeros.bin']);
  });

  it(`reads at most ${MAX_ENTRIES} entries of a larger archive`, async () => {
    const entries = Array.from({ length: MAX_ENTRIES + 500 }, (_, i) => ({
      name: `e${i}`,
      data: Buffer.alloc(0),
    }));
    const names = await zipEntryNames(onDisk(zip(entries)));
    expect(names).toHaveLength(MAX_ENTRIES);
    expect(names?.[0]).toBe('e0');
  });

  it('null for a file without a readable directory: cut off, damaged, or not a ZIP', async () => {
    const whole = docx();
    expect(await zipEntryNames(onDisk(whole.subarray(0, whole.length - 30)))).toBeNull();
    const damaged = Buffer.from(whole);
    // The first central directory entry's signature, overwritten.
    const at = damaged.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    damaged.writeUInt32LE(0xdeadbeef, at);
    expect(await zipEntryNames(onDisk(damaged))).toBeNull();
    expect(await zipEntryNames(onDisk(Buffer.from('PK\x03\x04 not really')))).toBeNull();
  });

  it('null when the directory claims to lie past the end of the file', async () => {
    const bytes = Buffer.from(docx());
    // The end record's directory offset (16 bytes into the 22-byte record at the end).
    bytes.writeUInt32LE(0x7fffffff, bytes.length - 22 + 16);
    expect(await zipEntryNames(onDisk(bytes))).toBeNull();
  });
});
