import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LiveSiteContent, SiteData } from '@shared/schemas/site-content';
import {
  embedContent,
  fillPageTemplate,
  parsePageTemplate,
  sitemapWithLastmod,
  type PageTemplate,
} from './page-template';

/** build/ssr/render-page.js: client/src/app/render-page.tsx built by `vite build --ssr`. */
interface SsrModule {
  renderPage(url: string, content: SiteData): Promise<string>;
  embeddedContentJson(content: SiteData): string;
}

/** Files of the built client that show site content, by their path under the client folder. */
export type RenderedFiles = Record<string, string>;

export interface PageRenderer {
  /** Names this build (its pages and so its asset URLs): pages rendered for another build are stale. */
  build: string;
  render(live: LiveSiteContent): Promise<RenderedFiles>;
}

const FALLBACK = '__spa-fallback.html';

/**
 * Loads the build's prerendered pages as templates and the SSR module that rendered them; null
 * when either is missing (tests and the dev server run without a build).
 */
export async function loadPageRenderer(
  clientDir: string | null,
  ssrEntry: string | null,
): Promise<PageRenderer | null> {
  if (!clientDir || !ssrEntry || !existsSync(clientDir) || !existsSync(ssrEntry)) return null;
  const ssr = (await import(pathToFileURL(ssrEntry).href)) as SsrModule;
  const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name === 'index.html')
    .map((e) => relative(clientDir, join(e.parentPath, e.name)).split(sep).join('/'));
  const hash = createHash('sha256');
  const pages: { file: string; url: string; template: PageTemplate }[] = [];
  for (const file of files.sort()) {
    const html = readFileSync(join(clientDir, file), 'utf8');
    hash.update(file).update(html);
    const url = `/${file.replace(/index\.html$/, '').replace(/\/$/, '')}`;
    pages.push({ file, url, template: parsePageTemplate(file, html) });
  }
  const fallback = readFileSync(join(clientDir, FALLBACK), 'utf8');
  const sitemap = readFileSync(join(clientDir, 'sitemap.xml'), 'utf8');
  hash.update(fallback).update(readFileSync(ssrEntry));

  return {
    build: hash.digest('hex').slice(0, 16),
    async render({ content, published_at }) {
      const json = ssr.embeddedContentJson(content);
      const out: RenderedFiles = {};
      // One page after the other: rendering is CPU work, and the server keeps answering
      // requests between pages.
      for (const { file, url, template } of pages) {
        out[file] = fillPageTemplate(template, await ssr.renderPage(url, content), json);
      }
      out[FALLBACK] = embedContent(fallback, json);
      out['sitemap.xml'] = sitemapWithLastmod(sitemap, published_at ?? new Date().toISOString());
      return out;
    },
  };
}
