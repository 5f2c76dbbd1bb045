import yauzl, { type Entry, type ZipFile } from 'yauzl';

// The names of a ZIP file's entries, read from its central directory (yauzl) at the end of the
// file: no entry is ever decompressed (no read stream is opened), so an archive that unpacks to
// terabytes (a zip bomb) costs the same few reads as any other. DOCX, XLSX and ODT are ZIP files
// told apart by these names.

/** Entries read at most (a document has a few hundred); the rest of a larger archive is not. */
export const MAX_ENTRIES = 10_000;

const openZip = (path: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(
      path,
      // One entry at a time, names decoded (UTF-8 flag or CP437), and sizes left unchecked:
      // nothing is unpacked, so a lying size costs nothing.
      { lazyEntries: true, autoClose: false, validateEntrySizes: false, strictFileNames: false },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  );

/** The entry names, or null when the file has no readable central directory. */
export async function zipEntryNames(path: string): Promise<string[] | null> {
  let zip: ZipFile;
  try {
    zip = await openZip(path);
  } catch {
    return null; // no end record, a multi-disk archive, offsets past the end of the file
  }
  try {
    return await new Promise<string[] | null>((resolve) => {
      const names: string[] = [];
      zip.on('entry', (entry: Entry) => {
        names.push(entry.fileName);
        if (names.length >= MAX_ENTRIES) resolve(names);
        else zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      // A damaged directory (a bad signature, an entry cut off) is as good as none.
      zip.on('error', () => resolve(null));
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}
