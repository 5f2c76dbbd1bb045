import { compressOne, type Encoding } from '../../lib/compress';
import { strongEtag } from '../../lib/revalidation';
import type { Representation } from '../publishing/site-files';

// Which encoding a visitor gets, and the build's own text files compressed for it.

/** Text files worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** br when the client takes it, else gzip, else none (q=0 refusals honoured). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * The build never changes while the server runs: each file is compressed (or, for null, hashed) once, on its first
 * request, off the event loop, and kept with its ETag (brotli at the highest quality; a few
 * hundred KiB).
 */
export function compressor() {
  const cache = new Map<string, Promise<Representation>>();
  return (key: string, encoding: Encoding | null, body: () => Buffer): Promise<Representation> => {
    const id = `${encoding ?? 'identity'}:${key}`;
    let out = cache.get(id);
    if (!out) {
      const bytes = encoding ? compressOne(body(), encoding) : Promise.resolve(body());
      out = bytes.then((sent) => ({ bytes: sent, etag: strongEtag(sent) }));
      cache.set(id, out);
      out.catch(() => cache.delete(id));
    }
    return out;
  };
}
