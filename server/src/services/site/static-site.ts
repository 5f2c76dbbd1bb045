import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { notFound } from '../../lib/api-error';
import type { PublishedSite } from '../publishing/published-site';

// The rules for serving the built client (build/client) from the API process: which file a
// path gets, with which status, cache policy, compression and Content-Security-Policy.
// plugins/app/static-client.ts only turns the answers into Fastify replies.

/** Paths the client renders in the browser only (no prerendered HTML): served the SPA fallback. */
const APP_ONLY = /^\/(login|setup-admin|accept-invite|admin)(\/.*)?$/;
/** Never answered with HTML: unknown API paths get the JSON 404. */
const API_PATHS = /^\/(api|auth)(\/|$)|^\/healthz$/;
const FALLBACK = '__spa-fallback.html';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
type Encoding = 'br' | 'gzip';

/** How to answer a GET for a path of the site. */
export type SiteAnswer =
  /** A built file sent from disk as it is (with its ETag). */
  | { kind: 'file'; file: string; cacheControl: string }
  /** A body made here: a page, a compressed file, the published sitemap. */
  | { kind: 'body'; status: number; headers: Record<string, string>; body: Buffer | string };

export interface StaticSite {
  /** The answer for `path` (decoded, without the query); throws the 404 ApiError for none. */
  answer(path: string, acceptEncoding: string | undefined): SiteAnswer;
}

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
 * The build never changes while the server runs: each file is compressed once, on its first
 * request, and kept (brotli at the highest quality; a few hundred KiB in total).
 */
function compressor() {
  const cache = new Map<string, Buffer>();
  return (key: string, encoding: Encoding, body: () => Buffer): Buffer => {
    const id = `${encoding}:${key}`;
    let out = cache.get(id);
    if (!out) {
      out =
        encoding === 'br'
          ? brotliCompressSync(body(), { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipSync(body(), { level: 9 });
      cache.set(id, out);
    }
    return out;
  };
}

interface HtmlPage {
  body: Buffer;
  csp: string;
}

/**
 * The files that may be served. Dotfiles and dot-folders (.env, .git, an editor's backup) are
 * never served, even if a deploy leaves one in the folder; only .well-known is public by design.
 */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((file) =>
      file.split('/').every((part) => !part.startsWith('.') || part === '.well-known'),
    );
}

/** The inline scripts of a page (React Router's context and module bootstrap), by content. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b(?![^>]*\ssrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const content = match[1] ?? '';
    if (content.length > 0)
      hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The site as served from `clientDir`. The file list and each HTML page's CSP are computed once
 * at start: only files that exist at start are served (no path from the URL ever reaches the
 * file system), and each page gets a CSP allowing exactly its own inline scripts on top of
 * `baseCsp` (the API's policy, in helmet's camel-case form). Pages rendered after a publish take
 * the place of the build's.
 */
export function createStaticSite({
  clientDir,
  publishedSite,
  baseCsp,
}: {
  clientDir: string;
  publishedSite: PublishedSite;
  baseCsp: Record<string, string[]>;
}): StaticSite {
  function cspFor(html: string): string {
    const directives = { ...baseCsp, scriptSrc: ["'self'", ...inlineScriptHashes(html)] };
    return Object.entries(directives)
      .map(
        ([name, values]) =>
          `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`,
      )
      .join(';');
  }

  const files = new Set(listFiles(clientDir));
  const pages = new Map<string, HtmlPage>();
  for (const file of files) {
    if (!file.endsWith('.html')) continue;
    const body = readFileSync(join(clientDir, file));
    pages.set(file, { body, csp: cspFor(body.toString('utf8')) });
  }

  const compressed = compressor();
  // The published pages' CSP and compressed bodies are kept for the live version only.
  let publishedCache: { version: string; pages: Map<string, HtmlPage> } | null = null;
  let publishedCompressed = compressor();

  /** The page to serve at `file`: the published rendering where there is one. */
  function htmlPage(
    file: string,
  ): { key: string; page: HtmlPage; fresh: typeof compressed } | null {
    const published = publishedSite.file(file);
    if (!published) {
      const page = pages.get(file);
      return page ? { key: file, page, fresh: compressed } : null;
    }
    const version = published.key.split(':')[0]!;
    if (publishedCache?.version !== version) {
      publishedCache = { version, pages: new Map() };
      publishedCompressed = compressor();
    }
    let page = publishedCache.pages.get(file);
    if (!page) {
      const body = Buffer.from(published.body, 'utf8');
      page = { body, csp: cspFor(published.body) };
      publishedCache.pages.set(file, page);
    }
    return { key: published.key, page, fresh: publishedCompressed };
  }

  /** A file listed at start; gone means a new build replaced the folder under the running server. */
  function readBuiltFile(file: string): Buffer {
    try {
      return readFileSync(join(clientDir, file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      files.delete(file);
      throw notFound();
    }
  }

  function page(file: string, status: number, acceptEncoding: string | undefined): SiteAnswer {
    const found = htmlPage(file);
    if (!found) throw notFound();
    const { key, page, fresh } = found;
    const encoding = pickEncoding(acceptEncoding);
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-security-policy': page.csp,
      vary: 'accept-encoding',
    };
    if (!encoding) return { kind: 'body', status, headers, body: page.body };
    const body = fresh(key, encoding, () => page.body);
    return { kind: 'body', status, headers: { ...headers, 'content-encoding': encoding }, body };
  }

  return {
    answer(path, acceptEncoding) {
      if (API_PATHS.test(path)) throw notFound(`No route GET ${path}`);
      const file = path.replace(/^\/+/, '');

      const published = file.endsWith('.xml') ? publishedSite.file(file) : null;
      if (published) {
        // sitemap.xml with the lastmod of the live version.
        const headers = { 'cache-control': 'no-cache', 'content-type': COMPRESSIBLE['.xml']! };
        return { kind: 'body', status: 200, headers, body: published.body };
      }
      if (files.has(file) && !file.endsWith('.html')) {
        // Vite content-hashes everything under assets/, so it may be cached for good.
        const cacheControl = file.startsWith('assets/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600';
        const type = COMPRESSIBLE[extname(file)];
        const encoding = type ? pickEncoding(acceptEncoding) : null;
        if (!type || !encoding) return { kind: 'file', file, cacheControl };
        const headers = {
          'cache-control': cacheControl,
          'content-type': type,
          'content-encoding': encoding,
          vary: 'accept-encoding',
        };
        const body = compressed(file, encoding, () => readBuiltFile(file));
        return { kind: 'body', status: 200, headers, body };
      }
      const index = file === '' ? 'index.html' : `${file.replace(/\/$/, '')}/index.html`;
      if (pages.has(index) && index !== FALLBACK) return page(index, 200, acceptEncoding);
      if (pages.has(file)) return page(file, 200, acceptEncoding);
      // The client renders its own screen for app routes and its error screen for the rest; the
      // status tells crawlers and monitors the truth.
      return page(FALLBACK, APP_ONLY.test(path) ? 200 : 404, acceptEncoding);
    },
  };
}
