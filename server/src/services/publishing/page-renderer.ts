import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteData } from '@shared/site-content/schema';
import type { ShareCard, SiteArt } from '@shared/site-content/site-art';
import { pageDataPath } from '@shared/site-content/site-paths';

// The site as files: what the build rendered with the built-in content (build/client, listed in
// its __site.json) and what the server renders after each publish, with the same module
// (build/ssr/render-page.js: client/src/app/render-page.tsx built by `vite build --ssr`).

/** Every file of a rendered site by its path under the client folder, and its pages' state. */
export interface RenderedSite {
  /** Pages (.../index.html, 404.html), their data (_data/...json), XML, the chat's knowledge. */
  files: Record<string, string>;
  /** By page path: the page's data (whether it changed), when it last changed, its og:image. */
  pages: Record<string, { json: string; lastmod: string; image?: string }>;
  /** The public origin its absolute addresses start with (PUBLIC_ORIGIN when it was rendered). */
  origin: string;
  /** The accent's CSS in every page's head ('' for the built-in accent). */
  theme: string;
  /** The icons every page links to (JSON of the SiteIcons). */
  icons?: string;
  /** The share pictures its pages link that were not drawn yet (services/publishing/art/). */
  cards?: ShareCard[];
  /** When the build rendered it (the build's site only; Last-Modified of its files). */
  renderedAt?: string;
}

interface SsrModule {
  renderSite(
    template: string,
    content: SiteData,
    options: { now: string; origin: string; previous?: RenderedSite | null; art?: SiteArt },
  ): Promise<RenderedSite>;
}

export interface PageRenderer {
  /** Names this build (its template, so its asset URLs): pages rendered for another are stale. */
  build: string;
  /** The origin it renders with: pages rendered with another are stale too. */
  origin: string;
  /**
   * The site for `content`; pages whose data is the same as in `previous` are taken from it.
   * `now` is the lastmod of every page that changed (the publish's time); `art` the pictures
   * made for the firm (the build's own without).
   */
  render(
    content: SiteData,
    now: string,
    previous: RenderedSite | null,
    art?: SiteArt,
  ): Promise<RenderedSite>;
  /** Loads the renderer now, in the background (once the server listens: the first publish is then not slower). */
  warm(): void;
}

const TEMPLATE_FILE = '__page-template.html';
const MANIFEST_FILE = '__site.json';

/**
 * The build's page template and the SSR module that renders with it; null when either is
 * missing (tests and the dev server run without a build). The module (about 1 MB: React, the
 * app, the markdown renderer) is imported when it is first needed, so a start that has nothing to
 * render (the build's site, or a stored render of the live version) does not wait for it.
 */
export function loadPageRenderer(
  clientDir: string | null,
  ssrEntry: string | null,
  origin: string,
): PageRenderer | null {
  if (!clientDir || !ssrEntry || !existsSync(ssrEntry)) return null;
  const templatePath = join(clientDir, TEMPLATE_FILE);
  if (!existsSync(templatePath)) return null;
  const template = readFileSync(templatePath, 'utf8');
  const build = createHash('sha256')
    .update(template)
    .update(readFileSync(ssrEntry))
    .digest('hex')
    .slice(0, 16);
  let ssr: Promise<SsrModule> | null = null;
  const load = () => (ssr ??= import(pathToFileURL(ssrEntry).href) as Promise<SsrModule>);
  return {
    build,
    origin,
    async render(content, now, previous, art) {
      const options = { now, origin, previous, art };
      return (await load()).renderSite(template, content, options);
    },
    warm() {
      load().catch(() => (ssr = null)); // a failure shows at the next render
    },
  };
}

/**
 * The site the build rendered with the built-in content (what visitors get until the first
 * publish), read from the files its __site.json lists; null without a build.
 */
export function loadBuiltSite(clientDir: string | null): RenderedSite | null {
  const manifestPath = clientDir && join(clientDir, MANIFEST_FILE);
  if (!manifestPath || !existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    files: string[];
    pages: Record<string, { lastmod: string; image?: string }>;
    origin?: string;
    theme?: string;
    icons?: string;
    renderedAt?: string;
  };
  const files = Object.fromEntries(
    manifest.files.map((file) => [file, readFileSync(join(clientDir, file), 'utf8')]),
  );
  const pages = Object.fromEntries(
    Object.entries(manifest.pages).map(([path, { lastmod, image }]) => [
      path,
      { json: files[pageDataPath(path).slice(1)] ?? '', lastmod, image },
    ]),
  );
  // A build from before the origin was recorded: its pages are rendered again.
  const { origin = '', theme = '', icons, renderedAt } = manifest;
  return { files, pages, origin, theme, icons, renderedAt };
}

/** The template's file name, for the static plugin (its inline scripts make the pages' CSP). */
export const PAGE_TEMPLATE_FILE = TEMPLATE_FILE;
