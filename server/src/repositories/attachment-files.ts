import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  type ReadStream,
} from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Attachment ids are the lead ids' kind: uuidv7, lower-case hex and hyphens. */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PARTIAL = '.part';

/**
 * The bytes of the files that come with leads, one file per attachment in one folder beside the
 * database (`<data folder>/attachments/<id>`, mode 0600 in a 0700 folder). A file is named by its
 * id only: the sender's name never touches the file system.
 *
 * Durability, as for the lead itself: a file is streamed to `<id>.part`, fsynced, renamed to
 * `<id>` and the folder fsynced, all before its row is committed with its lead (the lead
 * writer's batch); so a 201 means file and row are both on disk. A crash in between leaves a
 * file without a row (or a `.part`): `sweep` deletes those at the next start. A lead's files
 * are deleted after the transaction that deleted their rows; a crash in between leaves files
 * without rows, swept the same way.
 */
export function createAttachmentFiles(dir: string) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });

  const pathOf = (id: string) => {
    if (!ID.test(id)) throw new Error('Not an attachment id');
    return join(dir, id);
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
     * Streams `source` through `through` to the file of `id` and makes it durable (see above).
     * If any of them fails (a limit, a refused type, a client that went away), every stream is
     * destroyed and nothing is left behind.
     */
    async write(id: string, source: Readable, through: Transform): Promise<void> {
      const final = pathOf(id);
      const partial = `${final}${PARTIAL}`;
      try {
        // `flush`: the file is fsynced before it is closed, and the pipeline resolves after.
        const file = createWriteStream(partial, { flags: 'wx', mode: 0o600, flush: true });
        await pipeline(source, through, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      await rename(partial, final);
      await syncFolder();
    },

    /** The bytes of an attachment; null when the file is missing. */
    read(id: string): ReadStream | null {
      const path = pathOf(id);
      return existsSync(path) ? createReadStream(path) : null;
    },

    /** Deletes files (a lead's, after its rows went); a file already gone is fine. */
    remove(ids: readonly string[]): void {
      for (const id of ids) rmSync(pathOf(id), { force: true });
    },

    /**
     * Deletes what a crash or an abandoned upload left: partial files, and files whose row is
     * not in the database (`known` says which ids are). Only at start, when no upload runs.
     */
    sweep(known: (id: string) => boolean): number {
      let removed = 0;
      for (const name of readdirSync(dir)) {
        const orphan = name.endsWith(PARTIAL) || (ID.test(name) && !known(name));
        if (!orphan) continue;
        rmSync(join(dir, name), { force: true });
        removed++;
      }
      return removed;
    },
  };
}

export type AttachmentFiles = ReturnType<typeof createAttachmentFiles>;
