import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

// Compression off the event loop: zlib's asynchronous functions run on libuv's thread pool, so
// compressing a page never holds up other requests (brotli at quality 11 took about 2.8 s of the
// main thread for a big page when it ran synchronously on the first request).

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/**
 * Brotli at `quality`: 11 (smallest, slowest) for the build's files, compressed once; the pages
 * rendered at publish use a faster one (docs/decisions/017-content-model.md).
 */
export function compressBrotli(body: Buffer, quality: number): Promise<Buffer> {
  return brotli(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: quality,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** One encoding of a file (the build's assets, compressed once on their first request). */
export function compressOne(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? compressBrotli(body, 11) : gz(body, { level: 9 });
}
