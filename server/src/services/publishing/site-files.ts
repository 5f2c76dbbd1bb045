import { extname } from 'node:path';
import { compressBrotli, compressOne, type Encoding } from '../../lib/compress';
import { strongEtag } from '../../lib/revalidation';
import type { RenderedSite } from './page-renderer';

/**
 * Brotli quality of the rendered site's files. A publish may change every page (a new phone
 * number is in every footer): quality 11 took ~70 ms of CPU for a service page and ~215 ms for
 * the home page, so ~100 pages took seconds; quality 5 takes 2-8 ms for 5-15 % more bytes
 * (docs/decisions/017-content-model.md).
 */
const SITE_BROTLI_QUALITY = 5;

/** Bytes as sent, with their strong ETag (a hash of them: it changes exactly when they do). */
export interface Representation {
  bytes: Buffer;
  etag: string;
}

/** A file of the site as served: its content type and its bytes, as they are and encoded. */
export interface SiteFile {
  type: string;
  body: Buffer;
  /**
   * When its bytes last changed (ms): the time of the version (or the build's render) that
   * made them. A publish keeps the file object of every file it did not change, and so its time.
   */
  modified: number;
  /**
   * Its bytes in `encoding` (null: as they are) with their ETag. Compressed once, off the event
   * loop (lib/compress.ts), on its first request or before; hashed once.
   */
  representation(encoding: Encoding | null): Promise<Representation>;
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
  modified: number,
): SiteFile {
  const cache = new Map<Encoding, Promise<Representation>>();
  let plain: Representation | undefined;
  const representation = (encoding: Encoding | null) => {
    if (!encoding) return Promise.resolve((plain ??= { bytes: body, etag: strongEtag(body) }));
    let out = cache.get(encoding);
    if (!out) {
      out = encode(body, encoding).then((bytes) => ({ bytes, etag: strongEtag(bytes) }));
      cache.set(encoding, out);
      out.catch(() => cache.delete(encoding)); // tried again on the next request
    }
    return out;
  };
  return {
    type: typeOf(file),
    body,
    modified,
    representation,
    precompress: async () => {
      await Promise.all([representation('br'), representation('gzip')]);
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
  /** The time of the version rendered (ms): the files it changed were modified then. */
  modified: number,
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
    const fresh = siteFile(file, body, publishedEncoding, modified);
    files.set(file, fresh);
    changed.push(fresh);
  }
  return { files, changed };
}

/**
 * The build's site, compressed file by file on its first request (off the event loop, at the
 * highest quality: it never changes), so a start does not wait for it.
 */
export function lazy(site: RenderedSite, modified: number): Map<string, SiteFile> {
  return new Map(
    Object.entries(site.files).map(([file, text]) => [
      file,
      siteFile(file, Buffer.from(text, 'utf8'), compressOne, modified),
    ]),
  );
}
