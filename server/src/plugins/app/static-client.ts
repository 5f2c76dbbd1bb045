import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../../services/api-error';
import { baseCspDirectives } from '../external/security-headers';

/** Paths the client renders in the browser only (no prerendered HTML): served the SPA fallback. */
const APP_ONLY = /^\/(login|setup-admin|admin)(\/.*)?$/;
/** Never answered with HTML: unknown API paths get the JSON 404. */
const API_PATHS = /^\/(api|auth)(\/|$)|^\/healthz$/;
const FALLBACK = '__spa-fallback.html';

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

    function sendPage(reply: FastifyReply, file: string, status: number) {
      const page = pages.get(file);
      if (!page) throw notFound();
      return reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', page.csp)
        .send(page.body);
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

      if (files.has(file) && !file.endsWith('.html')) {
        // Vite content-hashes everything under assets/, so it may be cached for good.
        const cache = file.startsWith('assets/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600';
        return reply.header('cache-control', cache).sendFile(file);
      }
      const index = file === '' ? 'index.html' : `${file.replace(/\/$/, '')}/index.html`;
      if (pages.has(index) && index !== FALLBACK) return sendPage(reply, index, 200);
      if (pages.has(file)) return sendPage(reply, file, 200);
      // The client renders its own screen for app routes and its error screen for the rest; the
      // status tells crawlers and monitors the truth.
      return sendPage(reply, FALLBACK, APP_ONLY.test(path) ? 200 : 404);
    });
  },
  { name: 'static-client', dependencies: ['security-headers', 'error-handler'] },
);

export const clientDirUsable = (dir: string | null): dir is string =>
  dir !== null && existsSync(dir);
