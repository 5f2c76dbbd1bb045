import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { SiteData } from '@shared/site-content/schema';
import { accentCss } from '@shared/site-content/accent';
import { globals } from '@shared/site-content/globals';
import { HTML_OPENING, htmlOpening } from '@shared/site-content/html-opening';
import { defaultLanguage } from '@shared/site-content/languages';
import { languageVersions, pageAlternates } from '@shared/site-content/language-versions';
import { BUILT_IN_ART, type SiteArt } from '@shared/site-content/site-art';
import {
  CHAT_DATA_PATH,
  notFoundFile,
  pageDataPath,
  prefixedPath,
  sitePaths,
} from '@shared/site-content/site-paths';
import { loadSiteMessages } from '~/lib/load-messages';
import { buildChatKnowledge } from '~/lib/site-data/chat-knowledge';
import { createContentSource } from '~/lib/site-data/content-source';
import { safeJson, type PageData, type SiteSource } from '~/lib/site-data';
import { App } from './app';
import { pageImage } from './head-tags';
import { PageRenderError, refusedField } from './page-failure';
import { preloadAllBlocks } from '~/pages/blocks/block-components';
import { preloadAllPages } from './public-page';
import { preloadConsentBanner } from './site-layout';
import { preloadLanguages } from '~/components/layout/languages-chunk';
import { HEAD_SLOT, ROOT_SLOT } from './page-template-slots';
import { robotsTxt, SECURITY_TXT_PATH, securityTxt, webManifest } from './site-files';
import { languageFeed, sitemapFile } from './language-files';
import { languageRender, languageSource, wholePath, type LanguageRender } from './render-languages';

// Renders the public site from its content: every page as a whole HTML document (the build's
// page template with the page's <head> and #root filled in), in each of the site's languages
// (./render-languages.ts), each page's data for client-side navigation, the 404 pages,
// sitemap.xml, the RSS feeds and the chat's knowledge (each language's own of the last three). Built on its own
// by `vite build --ssr` into build/ssr/render-page.js, it is used by the build
// (scripts/prerender.mjs, the built-in content) and by the server each time content is
// published (server/src/services/publishing/): one code path for both.

export { defaultSiteData } from '@shared/site-content/defaults';
export * from './page-template-slots';
export { PageRenderError } from './page-failure';

/**
 * The file of the page shown for an unknown address (with status 404; another language's is
 * notFoundFile(prefix), for an unknown address under its prefix), and its path.
 */
export const NOT_FOUND_FILE = notFoundFile('');
const NOT_FOUND_PATH = '/__not-found';

/** The file a page is served from: / -> index.html, /services/x -> services/x/index.html. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

import { pageHead } from './page-head';
export { pageHead };

/**
 * The content of #root for the page at `url`. Synchronous: the lazy chunks a page shows (the
 * page itself, the consent banner) are loaded first (`ready`), so nothing suspends, and every
 * Suspense boundary's content is in place (no streaming: no boundary outlined to the end of
 * <body> and revealed by an inline script later, which held back the LCP of every page). The
 * same HTML as react-dom/static's prerender (checked), without its streams.
 */
export function renderRoot(url: string, source: SiteSource, basename?: string): string {
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={basename ? prefixedPath(basename, url) : url} basename={basename}>
        <App source={source} />
      </StaticRouter>
    </StrictMode>,
  );
  // A part that suspended (a chunk not loaded by `ready`) or failed would be missing from the
  // page, left for the browser to render: a page must be complete HTML.
  if (/<!--\$[!?]-->/.test(html)) throw new Error(`${url}: a part of the page did not render`);
  return html;
}

/** Every chunk a page may show, loaded: renderRoot then renders without suspending. */
const ready = () =>
  Promise.all([preloadAllPages(), preloadAllBlocks(), preloadConsentBanner(), preloadLanguages()]);

/** Lets the server answer other requests between two pages (rendering is CPU work). */
const yieldToEventLoop = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** What every page of one render shares. */
interface Render {
  template: string;
  content: SiteData;
  origin: string;
  art: SiteArt;
  source: SiteSource;
  languages: LanguageRender;
}

/** One page as a whole HTML document. */
async function renderDocument(
  { template, content, origin, art, source, languages }: Render,
  page: PageData,
  notFound = false,
): Promise<string> {
  await yieldToEventLoop();
  const root = renderRoot(page.path, source, page.frame.base);
  // Function replacements: `$` in the content must not be read as a replacement pattern.
  return template
    .replace(HTML_OPENING, () => htmlOpening(content.identity))
    .replace(HEAD_SLOT, () => pageHead(page, content, origin, art, { notFound, languages }))
    .replace(ROOT_SLOT, () => root);
}

export interface RenderedPage {
  /** The page's data as served (/_data/...), which is also what decides whether it changed. */
  json: string;
  /** When the page's data last changed (sitemap.xml's lastmod). */
  lastmod: string;
  /** Its share picture's path (og:image). */
  image?: string;
}

export interface RenderedSite {
  /** Every file, by its path under the client folder: pages, their data, 404, XML, chat. */
  files: Record<string, string>;
  /** The public origin its absolute addresses start with. */
  origin: string;
  /** The accent's CSS in every page's head ('' for the built-in accent). */
  theme: string;
  /** The icons every page's head links to (JSON). */
  icons?: string;
  /** Every page by its path. */
  pages: Record<string, RenderedPage>;
}

export interface RenderOptions {
  /** This render's time: the lastmod of every page that changed. */
  now: string;
  /** The site's public origin (PUBLIC_ORIGIN): every absolute address it renders starts with it. */
  origin: string;
  /** The render of the version before: a page whose data did not change is not rendered again. */
  previous?: RenderedSite | null;
  /** The pictures made for the firm (the server's, after a publish); the build's own by default. */
  art?: SiteArt;
}

/**
 * The whole site for `content` (build time and after each publish). Pages are rendered one after
 * the other (rendering is CPU work; the server answers requests between pages); a page whose
 * data is the same as in `previous` is taken from there, with its lastmod.
 */
export async function renderSite(
  template: string,
  content: SiteData,
  { now, origin, previous = null, art = BUILT_IN_ART }: RenderOptions,
): Promise<RenderedSite> {
  if (!template.includes(HEAD_SLOT) || !template.includes(ROOT_SLOT)) {
    throw new Error('The page template has no head or root slot: not a template of this build');
  }
  // The built-in texts in the site's default language too (lib/messages.ts).
  await Promise.all([ready(), loadSiteMessages(defaultLanguage(content.identity).tag)]);
  const theme = accentCss(content.identity.accentColor, globals.identity.defaults.accentColor);
  const icons = JSON.stringify(art.icons);
  const site: RenderedSite = { files: {}, pages: {}, origin, theme, icons };
  // A page's head holds the origin, the accent and the icons: a page of another render is reused
  // only when they are the same and so are its data and its share picture.
  const reusable =
    previous?.origin === origin && previous.theme === theme && previous.icons === icons
      ? previous
      : null;
  const versions = languageVersions(content);
  const alternates = pageAlternates(versions);
  // Every page must render: one that fails names itself and, where one is to blame, the field.
  const failed = (path: string, error: unknown) =>
    new PageRenderError(path, refusedField(content), error);
  const renders: Render[] = [];
  for (const version of versions) {
    await loadSiteMessages(version.language.tag);
    // One source per language: each page's data (its markdown rendered) is built once.
    const built = createContentSource(version.content, Date.parse(now));
    const languages = languageRender(version, alternates, versions.length > 1);
    const source = languageSource(languages, built);
    const render: Render = { template, content: version.content, origin, art, source, languages };
    renders.push(render);
    for (const { path } of version.pages) {
      const whole = wholePath(languages, path);
      try {
        const page = source.page(path) as PageData;
        const json = safeJson(page);
        const file = pageFile(whole);
        const image = pageImage(page, content.identity, art).src;
        const before = reusable?.pages[whole];
        const same = before?.json === json && before.image === image;
        const reused = same ? reusable?.files[file] : undefined;
        site.files[file] = reused ?? (await renderDocument(render, page));
        site.files[pageDataPath(whole).slice(1)] = json;
        // The lastmod follows the data: a new picture is not new content.
        const lastmod = before?.json === json ? before.lastmod : now;
        site.pages[whole] = { json, lastmod, image };
      } catch (error) {
        throw failed(whole, error);
      }
    }
  }
  for (const render of renders) {
    const { prefix } = render.languages.version;
    try {
      const page = render.source.page(NOT_FOUND_PATH) as PageData;
      site.files[notFoundFile(prefix)] = await renderDocument(render, page, true);
    } catch (error) {
      throw failed(prefixedPath(prefix, NOT_FOUND_PATH), error);
    }
  }
  site.files['sitemap.xml'] = sitemapFile(origin, content, versions, site.pages);
  site.files['robots.txt'] = robotsTxt(origin);
  site.files[SECURITY_TXT_PATH.slice(1)] = securityTxt(
    content.identity,
    content.settings.email,
    origin,
    now,
  );
  site.files[sitePaths.webManifest.slice(1)] = webManifest(content.identity, art.icons);
  for (const { languages, source } of renders)
    Object.assign(site.files, languageFeed(languages.version, source, origin, now));
  // Switched off, the chat has no file: nothing of it is served.
  for (const { content: words, prefix } of versions) {
    const chat = buildChatKnowledge(words, prefix);
    if (chat) site.files[prefixedPath(prefix, CHAT_DATA_PATH).slice(1)] = safeJson(chat);
  }
  return site;
}
