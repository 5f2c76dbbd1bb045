import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';
import { mediaFiles } from '../db/schema';

export interface MediaFile {
  name: string;
  hash: string;
  width: number;
  height: number;
  contentType: string;
  bytes: Buffer;
}

/**
 * Uploaded images (every rendition its own row) and the pictures made from the firm's identity
 * at publish (services/publishing/art/), served under /media/<name>.
 */
export function createMediaRepository(db: DatabaseHandle, now: () => number) {
  const { orm, sqlite } = db;
  return {
    get(name: string): MediaFile | null {
      const row = orm.select().from(mediaFiles).where(eq(mediaFiles.name, name)).get();
      if (!row) return null;
      const { content_type, created_at: _createdAt, ...rest } = row;
      return { ...rest, contentType: content_type };
    },
    /** Whether a file of this name is stored (its bytes are not read). */
    has(name: string): boolean {
      return (
        orm
          .select({ name: mediaFiles.name })
          .from(mediaFiles)
          .where(eq(mediaFiles.name, name))
          .get() !== undefined
      );
    },
    /** Stores the renditions of one image together; one already stored (same name) is kept. */
    saveAll(files: MediaFile[]): void {
      const created_at = new Date(now()).toISOString();
      sqlite.transaction(() => {
        for (const f of files) {
          orm
            .insert(mediaFiles)
            .values({
              name: f.name,
              hash: f.hash,
              width: f.width,
              height: f.height,
              content_type: f.contentType,
              bytes: f.bytes,
              created_at,
            })
            .onConflictDoNothing()
            .run();
        }
      })();
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
