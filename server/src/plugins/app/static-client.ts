import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { resolveRedirect } from '@shared/site-content/redirects';
import { normalizePagePath } from '@shared/site-content/site-paths';
import { notFound } from '../../lib/api-error';
import { compressOne, type Encoding } from '../../lib/compress';
import { PAGE_TEMPLATE_FILE } from '../../services/publishing/page-renderer';
import type { SiteFile } from '../../services/publishing/published-site';
import { baseCspDirectives } from '../external/security-headers';

/** Paths the client renders in the browser only (no prerendered HTML): served the SPA fallback. */
const APP_ONLY = /^\/(login|setup-admin|accept-invite|admin)(\/.*)?$/;
/** Never answered with HTML: unknown API paths get the JSON 404. */
const API_PATHS = /^\/(api|auth)(\/|$)|^\/healthz$/;
const FALLBACK = '__spa-fallback.html';
const NOT_FOUND_PAGE = '404.html';

/**
 * Files of the build that the site's render owns (pages, their data, the sitemap and feed) or
 * that are the build's own (__page-template.html, __site.json...): never served from the folder.
 * The site's render (the build's, then each published version's) is served instead.
 */
const RENDERED = /\.html$|^_data\/|^sitemap\.xml$|^blog\/rss\.xml$|(^|\/)__/;

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

function cspFor(trustedHtml: string[]): string {
  const directives: Record<string, string[]> = {
    ...baseCspDirectives,
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
 * Serves the built client (build/client) from the API process in production: the site visitors
 * read (pages, their data, sitemap, feed; the build's render until the first publish, then the
 * live version's, services/publishing/) and the build's assets. The file list and the pages' CSP
 * are computed once at start: only files that exist at start are served (no path from the URL
 * ever reaches the file system). Every page gets the same CSP, allowing exactly the inline
 * scripts of the build's page template and SPA shell. Renamed and removed pages answer 301
 * (the live content's redirects); unknown addresses the 404 page with a real 404.
 */
export default fp<{ clientDir: string }>(
  async (fastify, { clientDir }) => {
    const files = new Set(listFiles(clientDir).filter((file) => !RENDERED.test(file)));
    const fallback = readIfThere(join(clientDir, FALLBACK));
    const template = readIfThere(join(clientDir, PAGE_TEMPLATE_FILE));
    const csp = cspFor([template, fallback].filter((html): html is string => html !== null));
    const fallbackBody = fallback === null ? null : Buffer.from(fallback, 'utf8');

    await fastify.register(fastifyStatic, {
      root: clientDir,
      serve: false,
      cacheControl: false,
      etag: true,
    });

    const compressed = compressor();
    const { publishedSite, publisher } = fastify;

    let redirects: { version: number; map: Map<string, string> } | null = null;
    /** The live content's redirects, by the address they start at. */
    function redirectFor(path: string): string | null {
      const live = publisher.live();
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

    async function sendSiteFile(request: FastifyRequest, reply: FastifyReply, file: SiteFile) {
      const encoding = pickEncoding(request.headers['accept-encoding']);
      reply
        .header('content-type', file.type)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      if (file.type.startsWith('text/html')) reply.header('content-security-policy', csp);
      if (!encoding) return reply.send(file.body);
      return reply.header('content-encoding', encoding).send(await file.encoded(encoding));
    }

    async function sendFallback(request: FastifyRequest, reply: FastifyReply, status: number) {
      if (!fallbackBody) throw notFound();
      const encoding = pickEncoding(request.headers['accept-encoding']);
      reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', csp)
        .header('vary', 'accept-encoding');
      if (!encoding) return reply.send(fallbackBody);
      const body = await compressed(FALLBACK, encoding, () => fallbackBody);
      return reply.header('content-encoding', encoding).send(body);
    }

    fastify.get('/*', { schema: { hide: true } }, async (request, reply) => {
      let path: string;
      try {
        path = decodeURIComponent(request.url.split('?')[0] ?? '/');
      } catch {
        throw notFound(); // malformed percent-encoding names no file
      }
      if (API_PATHS.test(path)) throw notFound(`No route GET ${path}`);
      const file = path.replace(/^\/+/, '');
      const site = publishedSite.current();

      // The site's own files: page data, sitemap.xml, the feed, the chat's knowledge.
      const own = file.endsWith('.html') ? undefined : site?.file(file);
      if (own) return sendSiteFile(request, reply, own);

      if (files.has(file)) {
        // Vite content-hashes everything under assets/, so it may be cached for good.
        const cache = file.startsWith('assets/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600';
        const type = COMPRESSIBLE[extname(file)];
        const encoding = type ? pickEncoding(request.headers['accept-encoding']) : null;
        if (!type || !encoding) return reply.header('cache-control', cache).sendFile(file);
        const body = await compressed(file, encoding, () => readBuiltFile(file));
        return reply
          .header('cache-control', cache)
          .header('content-type', type)
          .header('content-encoding', encoding)
          .header('vary', 'accept-encoding')
          .send(body);
      }

      const page = /(^|\/)__/.test(file)
        ? undefined
        : site?.file(file === '' ? 'index.html' : `${file.replace(/\/$/, '')}/index.html`);
      if (page) return sendSiteFile(request, reply, page);

      // A renamed or removed page: its old address leads to the new one (or to its section).
      const to = redirectFor(normalizePagePath(path));
      if (to !== null) {
        // The visitor's query (campaign tags) goes along, before the target's #fragment.
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const hash = to.includes('#') ? to.indexOf('#') : to.length;
        const target = query && !to.includes('?') ? to.slice(0, hash) + query + to.slice(hash) : to;
        return reply.header('cache-control', 'no-cache').redirect(target, 301);
      }

      // The client renders its own screens for the app's routes.
      if (APP_ONLY.test(path)) return sendFallback(request, reply, 200);
      // Anything else is the rendered 404 page, with the status that tells crawlers the truth.
      const missing = site?.file(NOT_FOUND_PAGE);
      if (missing) return sendSiteFile(request, reply.code(404), missing);
      return sendFallback(request, reply, 404);
    });
  },
  { name: 'static-client', dependencies: ['security-headers', 'error-handler', 'publishing'] },
);

export const clientDirUsable = (dir: string | null): dir is string =>
  dir !== null && existsSync(dir);
