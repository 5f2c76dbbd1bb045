import { readFileSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { extname } from 'node:path';
import type { LiveSiteContent } from '@shared/schemas/site-content';
import { compressBoth, compressOne, type Encoding } from '../../lib/compress';
import type { PageRenderer, RenderedSite } from './page-renderer';

/**
 * Brotli quality of the rendered site's files. A publish compresses every page that changed (a
 * new phone number changes all of them): quality 11 took ~70 ms of CPU for a service page and
 * ~215 ms for the home page, so ~100 pages took seconds; quality 5 takes 2-8 ms for 5-15 % more
 * bytes (docs/performance.md, 7.).
 */
const SITE_BROTLI_QUALITY = 5;

/** A file of the site as served: its content type and its bytes, as they are and encoded. */
export interface SiteFile {
  type: string;
  body: Buffer;
  encoded(encoding: Encoding): Promise<Buffer>;
  /** Encoded before it was first asked for (a published file), or on its first request. */
  precompressed: boolean;
}

/** The site visitors get: a published version's render, or the build's (version 0). */
export interface ServedSite {
  version: number;
  /** A file by its path under the client folder (index.html, blog/x/index.html, sitemap.xml). */
  file(path: string): SiteFile | undefined;
}

export interface PublishedSite {
  /** The site to serve; null without a build. */
  current(): ServedSite | null;
  /** Renders the site for `live`, writes it to disk and swaps it in (latest version wins). */
  show(live: LiveSiteContent): Promise<void>;
}

/** The render of one live version, as kept on disk. */
interface StoredSite extends RenderedSite {
  version: number;
  /** With the version, names the content (a restored database may reuse a version number). */
  publishedAt: string | null;
  build: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const typeOf = (file: string) =>
  file.endsWith('rss.xml')
    ? 'application/rss+xml; charset=utf-8'
    : (TYPES[extname(file)] ?? 'text/plain; charset=utf-8');

function readStored(path: string | null): StoredSite | null {
  if (!path) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as StoredSite;
  } catch {
    return null; // none yet, or unreadable: rendered again
  }
}

/**
 * Write to a temporary file, flush it, then rename over the old one: never a half-written file.
 * Asynchronous: the flush of a few MB waits for the disk, not on the event loop.
 */
async function writeAtomically(path: string, text: string) {
  const tmp = `${path}.tmp-${process.pid}`;
  // For the server's user only, like the database beside it.
  const file = await open(tmp, 'w', 0o600);
  try {
    await file.writeFile(text);
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(tmp, path);
}

/**
 * Every file compressed, off the event loop (lib/compress.ts), before the site is swapped in: a
 * publish answers once its pages are ready to serve. A file whose bytes `reuse` has already (a
 * page the publish did not change) keeps its compressed bytes.
 */
async function compile(
  site: RenderedSite,
  reuse: ReadonlyMap<string, SiteFile> | null,
): Promise<Map<string, SiteFile>> {
  const files = new Map<string, SiteFile>();
  await Promise.all(
    Object.entries(site.files).map(async ([file, text]) => {
      const body = Buffer.from(text, 'utf8');
      const before = reuse?.get(file);
      if (before?.body.equals(body)) {
        files.set(file, before);
        return;
      }
      const both = await compressBoth(body, SITE_BROTLI_QUALITY);
      files.set(file, {
        type: typeOf(file),
        body,
        encoded: async (encoding) => both[encoding],
        precompressed: true,
      });
    }),
  );
  return files;
}

/**
 * The build's site, compressed file by file on its first request (off the event loop, at the
 * highest quality: it never changes), so a start does not wait for it.
 */
function lazy(site: RenderedSite): Map<string, SiteFile> {
  return new Map(
    Object.entries(site.files).map(([file, text]) => {
      const body = Buffer.from(text, 'utf8');
      const cache = new Map<Encoding, Promise<Buffer>>();
      const encoded = (encoding: Encoding) => {
        let out = cache.get(encoding);
        if (!out) cache.set(encoding, (out = compressOne(body, encoding)));
        return out;
      };
      return [file, { type: typeOf(file), body, encoded, precompressed: false }];
    }),
  );
}

interface Shown {
  version: number;
  site: RenderedSite;
  files: Map<string, SiteFile>;
}

const served = (shown: Shown): ServedSite => ({
  version: shown.version,
  file: (path) => shown.files.get(path),
});

/**
 * The site visitors get. Until the first publish, the build's render of the built-in content;
 * after it, the live version rendered on the server from the same React code, kept in memory and
 * in ONE file beside the database (so a restart serves it at once, and a new build, whose asset
 * names differ, renders it again). Swapping is a single assignment: a request gets either all old
 * or all new files.
 */
export async function createPublishedSite(
  renderer: PageRenderer | null,
  built: RenderedSite | null,
  storePath: string | null,
  live: LiveSiteContent,
  onError: (error: unknown) => void,
): Promise<PublishedSite> {
  const builtShown: Shown | null = built ? { version: 0, site: built, files: lazy(built) } : null;
  let current: (Shown & { publishedAt: string | null }) | null = null;
  const stored = readStored(storePath);
  if (
    renderer &&
    stored?.build === renderer.build &&
    stored.version === live.version &&
    stored.publishedAt === live.published_at
  ) {
    current = { ...stored, site: stored, files: await compile(stored, null) };
  }
  let queue: Promise<void> = Promise.resolve();

  async function show(next: LiveSiteContent): Promise<void> {
    if (!renderer || next.version === 0) return; // the build's own site shows the defaults
    if (current && current.version >= next.version) return;
    const base = current ?? builtShown;
    const site = await renderer.render(
      next.content,
      next.published_at ?? new Date().toISOString(),
      base?.site ?? null,
    );
    const files = await compile(site, base?.files ?? null);
    // A slower render of an older version never replaces a newer one.
    if (current && current.version > next.version) return;
    current = { version: next.version, publishedAt: next.published_at, site, files };
    if (storePath) {
      const record: StoredSite = {
        version: next.version,
        publishedAt: next.published_at,
        build: renderer.build,
        ...site,
      };
      await writeAtomically(storePath, JSON.stringify(record));
    }
  }

  const published: PublishedSite = {
    current() {
      const shown = current ?? builtShown;
      return shown ? served(shown) : null;
    },
    // One render at a time, in publish order; a failed one does not stop the next.
    show(next) {
      const run = queue.then(() => show(next));
      queue = run.catch(() => {});
      return run;
    },
  };
  // A publish made before this build (or a lost file): render it now, before serving.
  await published.show(live).catch(onError);
  return published;
}
