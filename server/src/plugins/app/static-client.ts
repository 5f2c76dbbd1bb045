import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../../lib/api-error';
import { baseCspDirectives } from '../external/security-headers';

/** Paths the client renders in the browser only (no prerendered HTML): served the SPA fallback. */
const APP_ONLY = /^\/(login|setup-admin|admin)(\/.*)?$/;
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

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
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

function cspFor(html: string): string {
  const directives: Record<string, string[]> = {
    ...baseCspDirectives,
    scriptSrc: ["'self'", ...inlineScriptHashes(html)],
  };
  return Object.entries(directives)
    .map(
      ([name, values]) =>
        `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`,
    )
    .join(';');
}

/**
 * Serves the built client (build/client) from the API process in production. The file list and
 * each HTML page's CSP are computed once at start: only files that exist at start are served (no
 * path from the URL ever reaches the file system), and each page gets a CSP allowing exactly its
 * own inline scripts.
 */
export default fp<{ clientDir: string }>(
  async (fastify, { clientDir }) => {
    const files = new Set(listFiles(clientDir));
    const pages = new Map<string, HtmlPage>();
    for (const file of files) {
      if (!file.endsWith('.html')) continue;
      const body = readFileSync(join(clientDir, file));
      pages.set(file, { body, csp: cspFor(body.toString('utf8')) });
    }

    await fastify.register(fastifyStatic, {
      root: clientDir,
      serve: false,
      cacheControl: false,
      etag: true,
    });

    const compressed = compressor();
    // Pages rendered after a publish (plugins/app/publishing.ts) take the place of the build's.
    // Their CSP and compressed bodies are kept for the live version only.
    const { publishedSite } = fastify;
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

    function sendPage(request: FastifyRequest, reply: FastifyReply, file: string, status: number) {
      const found = htmlPage(file);
      if (!found) throw notFound();
      const { key, page, fresh } = found;
      const encoding = pickEncoding(request.headers['accept-encoding']);
      reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', page.csp)
        .header('vary', 'accept-encoding');
      if (!encoding) return reply.send(page.body);
      return reply.header('content-encoding', encoding).send(fresh(key, encoding, () => page.body));
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

      const published = file.endsWith('.xml') ? publishedSite.file(file) : null;
      if (published) {
        // sitemap.xml with the lastmod of the live version.
        return reply
          .header('cache-control', 'no-cache')
          .header('content-type', COMPRESSIBLE['.xml']!)
          .send(published.body);
      }
      if (files.has(file) && !file.endsWith('.html')) {
        // Vite content-hashes everything under assets/, so it may be cached for good.
        const cache = file.startsWith('assets/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600';
        const type = COMPRESSIBLE[extname(file)];
        const encoding = type ? pickEncoding(request.headers['accept-encoding']) : null;
        if (!type || !encoding) return reply.header('cache-control', cache).sendFile(file);
        return reply
          .header('cache-control', cache)
          .header('content-type', type)
          .header('content-encoding', encoding)
          .header('vary', 'accept-encoding')
          .send(compressed(file, encoding, () => readBuiltFile(file)));
      }
      const index = file === '' ? 'index.html' : `${file.replace(/\/$/, '')}/index.html`;
      if (pages.has(index) && index !== FALLBACK) return sendPage(request, reply, index, 200);
      if (pages.has(file)) return sendPage(request, reply, file, 200);
      // The client renders its own screen for app routes and its error screen for the rest; the
      // status tells crawlers and monitors the truth.
      return sendPage(request, reply, FALLBACK, APP_ONLY.test(path) ? 200 : 404);
    });
  },
  { name: 'static-client', dependencies: ['security-headers', 'error-handler', 'publishing'] },
);

export const clientDirUsable = (dir: string | null): dir is string =>
  dir !== null && existsSync(dir);
