import { statfs } from 'node:fs/promises';
import { formatBytes } from '@shared/vocabularies/attachments';
import type { AttachmentStorage } from '@shared/schemas/storage';
import { ApiError } from '../../lib/api-error';

/** Room an upload holds while it arrives; given back when its request is answered. */
export interface Reservation {
  release(): void;
}

interface Deps {
  dir: string;
  maxBytes: number;
  minFreeBytes: number;
  /** The bytes of every stored attachment (their rows' sizes). */
  storedBytes: () => number;
  /** Free bytes of the disk `dir` is on, for an unprivileged process; null if unknown. */
  freeBytes?: (dir: string) => Promise<number | null>;
}

async function diskFree(dir: string): Promise<number | null> {
  try {
    const stats = await statfs(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

/**
 * The room for the files that come with leads: a quota for all of them
 * together (ATTACHMENTS_MAX_MB) and a floor of free disk space (ATTACHMENTS_MIN_FREE_MB), so
 * uploads can never fill the disk the database, its log and the sessions need. Both are checked
 * before an upload's body is read, counting the uploads arriving at the same time; a refusal is
 * 507 with a message the visitor can act on (send the request without files).
 */
export function createAttachmentStorage({
  dir,
  maxBytes,
  minFreeBytes,
  storedBytes,
  freeBytes = diskFree,
}: Deps) {
  /** Bytes held by the uploads arriving now (their files are not counted by their rows yet). */
  let arriving = 0;

  /** 507, naming the form's file field: the form shows the message under its files. */
  const refused = (why: 'quota' | 'disk', field: string) => {
    const message =
      why === 'quota'
        ? `The server's room for files (${formatBytes(maxBytes)}) is full: send your request ` +
          'without files, or try again later.'
        : 'The server is low on disk space and takes no files for now: send your request ' +
          'without files, or try again later.';
    return new ApiError(507, 'insufficient_storage', message, {
      issues: [{ path: field, message }],
    });
  };

  const free = () => (minFreeBytes > 0 ? freeBytes(dir) : Promise.resolve(null));
  const belowFloor = (bytes: number | null) => bytes !== null && bytes - arriving < minFreeBytes;

  return {
    async status(): Promise<AttachmentStorage> {
      const used = storedBytes();
      const freeNow = await free();
      return {
        attachments_bytes: used,
        attachments_max_bytes: maxBytes,
        free_bytes: freeNow,
        min_free_bytes: minFreeBytes,
        refusing: used + arriving >= maxBytes ? 'quota' : belowFloor(freeNow) ? 'disk' : null,
      };
    },

    /**
     * Holds room for an upload of at most `incoming` bytes into the form's `field`, or refuses
     * it with 507. The room is taken before anything is awaited, so uploads arriving together
     * are counted together.
     */
    async admit(incoming: number, field: string): Promise<Reservation> {
      if (storedBytes() + arriving + incoming > maxBytes) throw refused('quota', field);
      arriving += incoming;
      let released = false;
      const reservation = {
        release() {
          if (released) return;
          released = true;
          arriving -= incoming;
        },
      };
      if (belowFloor(await free())) {
        reservation.release();
        throw refused('disk', field);
      }
      return reservation;
    },
  };
}

export type AttachmentStorageService = ReturnType<typeof createAttachmentStorage>;
