import { randomUUID } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { storedFileType } from '@shared/site-content/content-files';

const PARTIAL = '.part';

/** The folder of the content's files: `files` beside the database (in the image's volume too). */
export const contentFilesDir = (databasePath: string) => join(dirname(databasePath), 'files');

/** A stored file's facts from the file system. */
export interface StoredFileStat {
  size: number;
  /** When it was first stored (its bytes never change after). */
  storedAt: number;
}

/**
 * The bytes of the content's files (shared/site-content/content-files.ts), one file per distinct
 * content in one folder beside the database (`<data folder>/files/<hash>.<ext>`, mode 0600 in a
 * 0700 folder): the name is the address's, made of the bytes' hash and their judged type, so the
 * same bytes uploaded twice are stored once, and the uploader's name never touches the disk.
 *
 * An upload is streamed to `<random>.part`, fsynced, then renamed to its name (or dropped when
 * that name is stored already) and the folder fsynced: a 201 means the file is on disk. A crash
 * leaves at most a `.part`, removed at the next start.
 */
export function createContentFiles(dir: string) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });

  const pathOf = (file: string) => {
    if (storedFileType(file) === null) throw new Error('Not a content file name');
    return join(dir, file);
  };

  async function syncFolder(): Promise<void> {
    const folder = await open(dir, 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  }

  return {
    dir,
    pathOf,

    /**
     * Streams `source` through `through` to a new partial file and makes it durable; answers its
     * path, for `keep` or `discard`. If any stream fails (a limit, a refused type, a client that
     * went away), nothing is left behind.
     */
    async receive(source: Readable, through: Transform): Promise<string> {
      const partial = join(dir, `${randomUUID()}${PARTIAL}`);
      try {
        // `flush`: fsynced before it is closed; the pipeline resolves after.
        const file = createWriteStream(partial, { flags: 'wx', mode: 0o600, flush: true });
        await pipeline(source, through, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return partial;
    },

    /** Keeps a received file as `file`; the same bytes stored before keep their file (and date). */
    async keep(partial: string, file: string): Promise<void> {
      const final = pathOf(file);
      if (existsSync(final)) {
        await rm(partial, { force: true });
        return;
      }
      await rename(partial, final);
      await syncFolder();
    },

    /** Removes a received file that is not kept. */
    discard(partial: string): void {
      rmSync(partial, { force: true });
    },

    /** A stored file's size and date; null when there is none of this name. */
    stat(file: string): StoredFileStat | null {
      if (storedFileType(file) === null) return null;
      try {
        const stats = statSync(join(dir, file));
        return stats.isFile() ? { size: stats.size, storedAt: stats.mtimeMs } : null;
      } catch {
        return null;
      }
    },

    /**
     * Marks a stored file as in use now (its date), so a sweep of unused files spares it while a
     * publish that names it is under way; false when there is none of this name.
     */
    touch(file: string): boolean {
      if (storedFileType(file) === null) return false;
      try {
        const at = new Date();
        utimesSync(join(dir, file), at, at);
        return true;
      } catch {
        return false;
      }
    },

    /** The names of the stored files. */
    list(): string[] {
      return readdirSync(dir).filter((name) => storedFileType(name) !== null);
    },

    remove(file: string): void {
      rmSync(pathOf(file), { force: true });
    },

    /** Removes what a crash left (partial files): only at start, when no upload runs. */
    sweepPartial(): number {
      const partials = readdirSync(dir).filter((name) => name.endsWith(PARTIAL));
      for (const name of partials) rmSync(join(dir, name), { force: true });
      return partials.length;
    },
  };
}

export type ContentFiles = ReturnType<typeof createContentFiles>;
