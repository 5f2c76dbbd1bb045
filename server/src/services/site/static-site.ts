import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { resolveRedirect } from '@shared/site-content/redirects';
import { ANALYTICS_LABELS } from '@shared/schemas/analytics';
import { normalizePagePath, pageOfDataPath } from '@shared/site-content/site-paths';
import type { Redirect } from '@shared/site-content/schema';
import { notFound } from '../../lib/api-error';
import { compressOne, type Encoding } from '../../lib/compress';
import type { ServedView } from '../analytics/page-counter';
import { PAGE_TEMPLATE_FILE } from '../publishing/page-renderer';
import type { PublishedSite } from '../publishing/published-site';
import type { SiteFile } from '../publishing/site-files';

// The rules for serving the site visitors read from the API process: which file a path gets,
// with which status, cache policy, compression and Content-Security-Policy, and which old
// addresses redirect. plugins/app/static-client.ts only turns the answers into Fastify replies.

/** Paths the client renders in the browser only (no prerendered HTML): served the SPA fallback. */
const APP_ONLY = /^\/(login|setup-admin|accept-invite|admin)(\/.*)?$/;
/** Never answered with HTML: unknown API paths get the JSON 404. */
const API_PATHS = /^\/(api|auth)(\/|$)|^\/healthz$/;
const FALLBACK = '__spa-fallback.html';
const NOT_FOUND_PAGE = '404.html';

/**
 * Files of the build that the site's render owns (pages, their data, sitemap, robots.txt, feed)
 * or the build's own (__page-template.html, __site.json...): never served from the folder; the
 * site's render (the build's, then each published version's) is served instead.
 */
const RENDERED = /\.html$|^_data\/|^sitemap\.xml$|^robots\.txt$|^blog\/rss\.xml$|(^|\/)__/;

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

/** How to answer a GET for a path of the site. */
export type SiteAnswer =
  /** A built file sent from disk as it is (with its ETag). */
  | { kind: 'file'; file: string; cacheControl: string }
  /**
   * A body made here: a page, a compressed file, the sitemap, the feed. `view`: the page it is
   * for the analytics (a page, its data, the 404 page), which decide whether to count it.
   */
  | {
      kind: 'body';
      status: number;
      headers: Record<string, string>;
      body: Buffer;
      view?: ServedView;
    }
  /** A renamed or removed page: 301 to where it went. */
  | { kind: 'redirect'; location: string };

export interface StaticSite {
  /**
   * The answer for `path` (decoded, without the query; `query` is the request's `?...` or '');
   * throws the 404 ApiError for none.
   */
  answer(path: string, query: string, acceptEncoding: string | undefined): Promise<SiteAnswer>;
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
 * request, off the event loop, and kept (brotli at the highest quality; a few hundred KiB).
 */
function compressor() {
  const cache = new Map<string, Promise<Buffer>>();
  return (key: string, encoding: Encoding, body: () => Buffer): Promise<Buffer> => {
    const id = `${encoding}:${key}`;
    let out = cache.get(id);
    if (!out) {
      out = compressOne(body(), encoding);
      cache.set(id, out);
      out.catch(() => cache.delete(id));
    }
    return out;
  };
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

/**
 * The inline scripts of a page that run (not JSON data or JSON-LD), by content. Only the build's
 * own HTML is given here (the page template and the SPA fallback): a script that rendered content
 * might carry is never hashed, so it could never run.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const content = match[2] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || content.length === 0) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** A page's Content-Security-Policy: `baseCsp` and the inline scripts of `trustedHtml`. */
export function cspFor(baseCsp: Record<string, string[]>, trustedHtml: string[]): string {
  const directives: Record<string, string[]> = {
    ...baseCsp,
    scriptSrc: ["'self'", ...new Set(trustedHtml.flatMap(inlineScriptHashes))],
  };
  return Object.entries(directives)
    .map(
      ([name, values]) =>
        `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`,
    )
    .join(';');
}

const readIfThere = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : null);

/**
 * The site as served from `clientDir`: the site visitors read (pages, their data, sitemap, feed;
 * the build's render until the first publish, then the live version's, services/publishing/) and
 * the build's assets. The file list and the pages' CSP are computed once at start: only files
 * that exist at start are served (no path from the URL ever reaches the file system). Every page
 * gets the same CSP, allowing exactly the inline scripts of the build's page template and SPA
 * shell. Renamed and removed pages answer 301 (the live content's redirects); unknown addresses
 * the 404 page with a real 404.
 */
export function createStaticSite({
  clientDir,
  publishedSite,
  liveContent,
  baseCsp,
}: {
  clientDir: string;
  publishedSite: PublishedSite;
  /** The live content and its version (the publisher's): its redirects. */
  liveContent: () => { version: number; content: { redirects: readonly Redirect[] } };
  /** The API's policy, in helmet's camel-case form. */
  baseCsp: Record<string, string[]>;
}): StaticSite {
  const files = new Set(listFiles(clientDir).filter((file) => !RENDERED.test(file)));
  const fallback = readIfThere(join(clientDir, FALLBACK));
  const template = readIfThere(join(clientDir, PAGE_TEMPLATE_FILE));
  const csp = cspFor(
    baseCsp,
    [template, fallback].filter((html): html is string => html !== null),
  );
  const fallbackBody = fallback === null ? null : Buffer.from(fallback, 'utf8');
  const compressed = compressor();

  let redirects: { version: number; map: Map<string, string> } | null = null;
  /** The live content's redirects, by the address they start at. */
  function redirectFor(path: string): string | null {
    const live = liveContent();
    if (redirects?.version !== live.version) {
      redirects = {
        version: live.version,
        map: new Map(live.content.redirects.map((r) => [r.from, r.to])),
      };
    }
    return resolveRedirect(redirects.map, path);
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

  async function siteFile(
    file: SiteFile,
    status: number,
    acceptEncoding: string | undefined,
  ): Promise<SiteAnswer> {
    const encoding = pickEncoding(acceptEncoding);
    const headers: Record<string, string> = {
      'content-type': file.type,
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
    };
    if (file.type.startsWith('text/html')) headers['content-security-policy'] = csp;
    if (!encoding) return { kind: 'body', status, headers, body: file.body };
    headers['content-encoding'] = encoding;
    return { kind: 'body', status, headers, body: await file.encoded(encoding) };
  }

  async function spaFallback(
    status: number,
    acceptEncoding: string | undefined,
  ): Promise<SiteAnswer> {
    if (!fallbackBody) throw notFound();
    const encoding = pickEncoding(acceptEncoding);
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-security-policy': csp,
      vary: 'accept-encoding',
    };
    if (!encoding) return { kind: 'body', status, headers, body: fallbackBody };
    const body = await compressed(FALLBACK, encoding, () => fallbackBody);
    return { kind: 'body', status, headers: { ...headers, 'content-encoding': encoding }, body };
  }

  return {
    async answer(path, query, acceptEncoding) {
      if (API_PATHS.test(path)) throw notFound(`No route GET ${path}`);
      const file = path.replace(/^\/+/, '');
      const site = publishedSite.current();

      // The site's own files: page data, sitemap.xml, the feed, the chat's knowledge.
      const own = file.endsWith('.html') ? undefined : site?.file(file);
      if (own) {
        const answer = await siteFile(own, 200, acceptEncoding);
        const page = pageOfDataPath(path);
        return page === null ? answer : { ...answer, view: { path: page, via: 'data', query: '' } };
      }

      if (files.has(file)) {
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
        const body = await compressed(file, encoding, () => readBuiltFile(file));
        return { kind: 'body', status: 200, headers, body };
      }

      const page = /(^|\/)__/.test(file)
        ? undefined
        : site?.file(file === '' ? 'index.html' : `${file.replace(/\/$/, '')}/index.html`);
      if (page) {
        const answer = await siteFile(page, 200, acceptEncoding);
        return { ...answer, view: { path: normalizePagePath(path), via: 'document', query } };
      }

      // A renamed or removed page: its old address leads to the new one (or to its section).
      const to = redirectFor(normalizePagePath(path));
      if (to !== null) {
        // The visitor's query (campaign tags) goes along, before the target's #fragment.
        const hash = to.includes('#') ? to.indexOf('#') : to.length;
        const location =
          query && !to.includes('?') ? to.slice(0, hash) + query + to.slice(hash) : to;
        return { kind: 'redirect', location };
      }

      if (APP_ONLY.test(path)) return spaFallback(200, acceptEncoding); // the app's own screens
      // Anything else: the rendered 404 page with a real 404, counted as one "(not found)" page.
      const missing = site?.file(NOT_FOUND_PAGE);
      const answer = await (missing
        ? siteFile(missing, 404, acceptEncoding)
        : spaFallback(404, acceptEncoding));
      const via = file.startsWith('_data/') ? 'data' : 'document';
      return { ...answer, view: { path: ANALYTICS_LABELS.notFound, via, query: '' } };
    },
  };
}
