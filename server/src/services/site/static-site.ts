import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { HTML_OPENING, htmlOpening } from '@shared/site-content/html-opening';
import { redirectMap, resolveRedirect } from '@shared/site-content/redirects';
import { ANALYTICS_LABELS } from '@shared/schemas/analytics';
import { languagePrefixOf } from '@shared/site-content/language-prefixes';
import { normalizePagePath, notFoundFile, pageOfDataPath } from '@shared/site-content/site-paths';
import type { SiteData } from '@shared/site-content/schema';
import { notFound } from '../../lib/api-error';
import { PAGE_TEMPLATE_FILE } from '../publishing/page-renderer';
import type { PublishedSite } from '../publishing/published-site';
import type { SiteFile } from '../publishing/site-files';
import { COMPRESSIBLE, compressor, pickEncoding } from './encoding';
import { cspFor } from './page-csp';
import { represented, type SiteAnswer, type SiteRequest } from './site-answer';
import { createFixedIcons, FIXED_ICONS, iconsOf } from './site-icons';

export { pickEncoding } from './encoding';
export { cspFor, inlineScriptHashes } from './page-csp';
export type { SiteAnswer, SiteRequest } from './site-answer';

// The rules for serving the site visitors read from the API process: which file a path gets,
// with which status, cache policy, validators (ETag, Last-Modified, 304), compression and
// Content-Security-Policy, and which old addresses redirect. plugins/app/static-client.ts only
// turns the answers into Fastify replies.

/** Paths the client renders in the browser only (no prerendered HTML): served the SPA fallback. */
const APP_ONLY = /^\/(login|setup-admin|accept-invite|admin)(\/.*)?$/;
/**
 * The admin's preview, which an editor of this site shows in a frame at a phone's and a
 * laptop's width (client/src/app/preview-frame.tsx): framed by this site's own pages only.
 */
const FRAMED_BY_SELF = /^\/admin\/preview(\/.*)?$/;
/** Never answered with HTML: unknown API paths get the JSON 404. */
const API_PATHS = /^\/(api|auth)(\/|$)|^\/healthz$/;
const FALLBACK = '__spa-fallback.html';
/** Files of the build that are not hashed by name: browsers check them again after an hour. */
const HOUR = 'public, max-age=3600';

/**
 * Files of the build that the site's render owns (pages, their data, sitemap, robots.txt, feed,
 * security.txt) or the build's own (__page-template.html, __site.json...): never served from the
 * folder; the site's render (the build's, then each published version's) is served instead.
 */
const RENDERED =
  /\.html$|^_data\/|^sitemap\.xml$|^robots\.txt$|^blog\/rss\.xml$|^\.well-known\/security\.txt$|(^|\/)__/;

export interface StaticSite {
  /**
   * The answer for `path` (decoded, without the query; `query` is the request's `?...` or '');
   * throws the 404 ApiError for none.
   */
  answer(path: string, query: string, request: SiteRequest): Promise<SiteAnswer>;
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

const readIfThere = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : null);

/**
 * The site as served from `clientDir`: the site visitors read (pages, their data, sitemap, feed;
 * the build's render until the first publish, then the live version's, services/publishing/) and
 * the build's assets. The file list is computed once at start: only files that exist at start
 * are served (no path from the URL ever reaches the file system). Every page gets the same CSP
 * for one render, allowing exactly the inline scripts of the build's page template and SPA shell
 * and the render's accent style. Renamed and removed pages answer 301 (the live content's
 * redirects); unknown addresses the 404 page (their language's) with a real 404.
 */
export function createStaticSite({
  clientDir,
  publishedSite,
  liveContent,
  baseCsp,
  media = async () => null,
}: {
  clientDir: string;
  publishedSite: PublishedSite;
  /** The live content and its version (the publisher's): its redirects. */
  liveContent: () => { version: number; content: SiteData };
  /** The API's policy, in helmet's camel-case form. */
  baseCsp: Record<string, string[]>;
  /** A picture stored under /media/ by its name (the logo's icons); null when there is none. */
  media?: (name: string) => Promise<Buffer | null>;
}): StaticSite {
  const files = new Set(listFiles(clientDir).filter((file) => !RENDERED.test(file)));
  const fallback = readIfThere(join(clientDir, FALLBACK));
  const template = readIfThere(join(clientDir, PAGE_TEMPLATE_FILE));
  const trusted = [template, fallback].filter((html): html is string => html !== null);
  const framedCsp = cspFor({ ...baseCsp, frameAncestors: ["'self'"] }, trusted);
  const fallbackBody = fallback === null ? null : Buffer.from(fallback, 'utf8');
  const compressed = compressor();
  /** The pages' CSP for the accent style of the render served (one render at a time). */
  let csp = { theme: '', value: cspFor(baseCsp, trusted) };
  const cspOf = (theme: string) => {
    if (csp.theme !== theme) csp = { theme, value: cspFor(baseCsp, trusted, [theme]) };
    return csp.value;
  };

  let redirects: { version: number; map: Map<string, string> } | null = null;
  /** The live content's redirects, by the address they start at. */
  function redirectFor(path: string): string | null {
    const live = liveContent();
    if (redirects?.version !== live.version) {
      redirects = {
        version: live.version,
        map: redirectMap(live.content),
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

  const fixedIcon = createFixedIcons(async (path) => {
    if (path.startsWith('/media/')) return media(path.slice('/media/'.length));
    const file = path.slice(1);
    return files.has(file) ? readBuiltFile(file) : null;
  });

  async function siteFile(
    file: SiteFile,
    status: number,
    request: SiteRequest,
    theme: string,
  ): Promise<SiteAnswer> {
    const encoding = pickEncoding(request.acceptEncoding);
    const headers: Record<string, string> = {
      'content-type': file.type,
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
    };
    if (file.type.startsWith('text/html')) headers['content-security-policy'] = cspOf(theme);
    if (encoding) headers['content-encoding'] = encoding;
    return represented(
      await file.representation(encoding),
      status,
      headers,
      request,
      file.modified,
    );
  }

  async function spaFallback(
    status: number,
    request: SiteRequest,
    framed = false,
  ): Promise<SiteAnswer> {
    if (!fallbackBody) throw notFound();
    const encoding = pickEncoding(request.acceptEncoding);
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-security-policy': framed ? framedCsp : cspOf(''),
      ...(framed ? { 'x-frame-options': 'SAMEORIGIN' } : {}),
      vary: 'accept-encoding',
    };
    if (encoding) headers['content-encoding'] = encoding;
    // The admin's shell speaks the site's default language: <html lang dir> as the pages say it.
    const opening = htmlOpening(liveContent().content.identity);
    const body =
      opening === HTML_OPENING
        ? () => fallbackBody
        : () =>
            Buffer.from(
              fallback!.replace(HTML_OPENING, () => opening),
              'utf8',
            );
    return represented(
      await compressed(`${FALLBACK} ${opening}`, encoding, body),
      status,
      headers,
      request,
    );
  }

  return {
    async answer(path, query, request) {
      if (API_PATHS.test(path)) throw notFound(`No route GET ${path}`);
      const file = path.replace(/^\/+/, '');
      const site = publishedSite.current();
      const theme = site?.theme ?? '';

      // The site's own files: page data, sitemap.xml, the feed, the chat's knowledge.
      const own = file.endsWith('.html') ? undefined : site?.file(file);
      if (own) {
        const answer = await siteFile(own, 200, request, theme);
        const page = pageOfDataPath(path);
        return page === null ? answer : { ...answer, view: { path: page, via: 'data', query: '' } };
      }

      // The icons asked for at fixed addresses: the ones the pages link.
      const icon = FIXED_ICONS[path as keyof typeof FIXED_ICONS];
      if (icon) {
        const found = await fixedIcon(iconsOf(site?.icons), icon);
        if (!found) throw notFound('No icon yet');
        const type = icon === 'ico' ? 'image/x-icon' : 'image/png';
        return represented(found, 200, { 'content-type': type, 'cache-control': HOUR }, request);
      }

      if (files.has(file)) {
        // Vite content-hashes everything under assets/, so it may be cached for good.
        const cacheControl = file.startsWith('assets/')
          ? 'public, max-age=31536000, immutable'
          : HOUR;
        const type = COMPRESSIBLE[extname(file)];
        const encoding = type ? pickEncoding(request.acceptEncoding) : null;
        // A file with compressed twins says the answer depends on Accept-Encoding.
        if (!type || !encoding) {
          return { kind: 'file', file, cacheControl, ...(type && { vary: 'accept-encoding' }) };
        }
        const headers = {
          'cache-control': cacheControl,
          'content-type': type,
          'content-encoding': encoding,
          vary: 'accept-encoding',
        };
        const body = await compressed(file, encoding, () => readBuiltFile(file));
        return represented(body, 200, headers, request);
      }

      const page = /(^|\/)__/.test(file)
        ? undefined
        : site?.file(file === '' ? 'index.html' : `${file.replace(/\/$/, '')}/index.html`);
      if (page) {
        const answer = await siteFile(page, 200, request, theme);
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

      // The app's own screens.
      if (APP_ONLY.test(path)) return spaFallback(200, request, FRAMED_BY_SELF.test(path));
      // Anything else: the rendered 404 page with a real 404, counted as one "(not found)" page;
      // under another language's prefix, that language's (decision 054, i54-chat-404).
      const language = languagePrefixOf(path, liveContent().content.identity);
      const missing =
        (language ? site?.file(notFoundFile(language)) : undefined) ?? site?.file(notFoundFile(''));
      const answer = await (missing
        ? siteFile(missing, 404, request, theme)
        : spaFallback(404, request));
      const via = file.startsWith('_data/') ? 'data' : 'document';
      return { ...answer, view: { path: ANALYTICS_LABELS.notFound, via, query: '' } };
    },
  };
}
