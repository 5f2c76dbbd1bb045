import { randomFillSync } from 'node:crypto';

/**
 * Time-ordered UUIDs (RFC 9562 version 7) for lead ids: 48-bit Unix milliseconds, then a 12-bit
 * sequence that keeps ids of the same millisecond increasing, then 62 random bits.
 *
 * Why not randomUUID() (v4): a lead's id is its table's primary key. Random keys land on a random
 * leaf page of that index, so a group-commit batch of N leads dirtied about N index pages, each
 * written to the WAL (4 KiB) at every COMMIT: about half of the writer thread's CPU per lead
 * (docs/performance-log.md, section 1). Ordered keys append to the same rightmost pages. The API
 * only promises a string id; these are still valid, unguessable-enough UUIDs (62 random bits), and
 * the time they carry is the lead's created_at, which the same answer already contains.
 */
/** Each byte's two hex digits: formatting an id from them is a few times cheaper than Buffer's hex. */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

export function createUuidV7Generator(now: () => number = Date.now): () => string {
  const pool = Buffer.allocUnsafe(16 * 256);
  let poolOffset = pool.length;
  let lastMs = -1;
  let seq = 0;
  // The id's first 15 characters (the time and the version), the same for a millisecond's ids.
  let prefix = '';

  return function uuidv7(): string {
    let ms = Math.max(now(), lastMs);
    if (ms === lastMs) {
      seq++;
      if (seq > 0xfff) {
        // 4096 ids in one millisecond: borrow the next one (still increasing, RFC 9562 6.2).
        ms++;
        seq = 0;
      }
    } else {
      seq = 0;
    }
    if (ms !== lastMs) {
      const time = ms.toString(16).padStart(12, '0');
      prefix = `${time.slice(0, 8)}-${time.slice(8, 12)}-7`;
    }
    lastMs = ms;
    if (poolOffset === pool.length) {
      randomFillSync(pool);
      poolOffset = 0;
    }
    const r = poolOffset;
    poolOffset += 16;
    // Start each millisecond's sequence at a random point of its lower half, so ids are not
    // trivially consecutive, while leaving room to count up.
    const s = seq === 0 ? ((pool[r]! << 8) | pool[r + 1]!) & 0x7ff : seq;
    seq = s;
    return (
      prefix +
      (s >> 8).toString(16) +
      HEX[s & 0xff]! +
      '-' +
      HEX[(pool[r + 10]! & 0x3f) | 0x80]! +
      HEX[pool[r + 2]!]! +
      '-' +
      HEX[pool[r + 3]!]! +
      HEX[pool[r + 4]!]! +
      HEX[pool[r + 5]!]! +
      HEX[pool[r + 6]!]! +
      HEX[pool[r + 7]!]! +
      HEX[pool[r + 8]!]!
    );
  };
}
