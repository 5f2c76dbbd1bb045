import { extname } from 'node:path';
import { compressBrotli, compressOne, type Encoding } from '../../lib/compress';
import type { RenderedSite } from './page-renderer';

/**
 * Brotli quality of the rendered site's files. A publish may change every page (a new phone
 * number is in every footer): quality 11 took ~70 ms of CPU for a service page and ~215 ms for
 * the home page, so ~100 pages took seconds; quality 5 takes 2-8 ms for 5-15 % more bytes
 * (docs/decisions/017-content-model.md).
 */
const SITE_BROTLI_QUALITY = 5;

/** A file of the site as served: its content type and its bytes, as they are and encoded. */
export interface SiteFile {
  type: string;
  body: Buffer;
  /** Compressed once, off the event loop (lib/compress.ts), on its first request or before. */
  encoded(encoding: Encoding): Promise<Buffer>;
  /** Both encodings made now (a publish does it for its changed files right after swapping). */
  precompress(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const typeOf = (file: string) =>
  file.endsWith('rss.xml')
    ? 'application/rss+xml; charset=utf-8'
    : (TYPES[extname(file)] ?? 'text/plain; charset=utf-8');

/** A file of the site, each encoding made at most once and kept. */
function siteFile(
  file: string,
  body: Buffer,
  encode: (body: Buffer, e: Encoding) => Promise<Buffer>,
): SiteFile {
  const cache = new Map<Encoding, Promise<Buffer>>();
  const encoded = (encoding: Encoding) => {
    let out = cache.get(encoding);
    if (!out) {
      cache.set(encoding, (out = encode(body, encoding)));
      out.catch(() => cache.delete(encoding)); // tried again on the next request
    }
    return out;
  };
  return {
    type: typeOf(file),
    body,
    encoded,
    precompress: async () => {
      await Promise.all([encoded('br'), encoded('gzip')]);
    },
  };
}

/** A rendered page's encodings: quick brotli, since a publish may change every page at once. */
const publishedEncoding = (body: Buffer, encoding: Encoding) =>
  encoding === 'br' ? compressBrotli(body, SITE_BROTLI_QUALITY) : compressOne(body, 'gzip');

/**
 * The files of a render, ready to serve at once: a file whose bytes `reuse` has already (a page
 * the publish did not change) keeps its encodings; the others are encoded on their first
 * request or by `precompress` (the publish's background work), whichever comes first. Returns
 * the new ones too. A publish does not wait for compression (about as long as the render itself
 * with ~100 changed pages): a page served before its turn is compressed on that request, off the
 * event loop, in a few milliseconds.
 */
export function compile(
  site: RenderedSite,
  reuse: ReadonlyMap<string, SiteFile> | null,
): { files: Map<string, SiteFile>; changed: SiteFile[] } {
  const files = new Map<string, SiteFile>();
  const changed: SiteFile[] = [];
  for (const [file, text] of Object.entries(site.files)) {
    const body = Buffer.from(text, 'utf8');
    const before = reuse?.get(file);
    if (before?.body.equals(body)) {
      files.set(file, before);
      continue;
    }
    const fresh = siteFile(file, body, publishedEncoding);
    files.set(file, fresh);
    changed.push(fresh);
  }
  return { files, changed };
}

/**
 * The build's site, compressed file by file on its first request (off the event loop, at the
 * highest quality: it never changes), so a start does not wait for it.
 */
export function lazy(site: RenderedSite): Map<string, SiteFile> {
  return new Map(
    Object.entries(site.files).map(([file, text]) => [
      file,
      siteFile(file, Buffer.from(text, 'utf8'), compressOne),
    ]),
  );
}
