import { blockViews } from '@shared/site-content/blocks';
import { postCard } from '@shared/site-content/collections/blog-posts';
import { caseStudyCard } from '@shared/site-content/collections/case-studies';
import { downloadCard } from '@shared/site-content/collections/downloads';
import { eventCard } from '@shared/site-content/collections/events';
import { openingCard } from '@shared/site-content/collections/openings';
import {
  collectionDef,
  PAGE_COLLECTIONS,
  type PageCollectionName,
} from '@shared/site-content/collections';
import type { ItemPageMeta } from '@shared/site-content/collection';
import { globals } from '@shared/site-content/globals';
import type { Identity } from '@shared/site-content/globals/identity';
import { DEFAULT_LANGUAGE, defaultLanguage } from '@shared/site-content/languages';
import { fillLegalPlaceholders } from '@shared/site-content/globals/legal';
import { linkFilter, shownLinks } from '@shared/site-content/globals/page-links';
import { downloadTextsOf } from '@shared/site-content/download-texts';
import { renderMarkdown } from '@shared/site-content/markdown';
import { collectionPages, pagePaths } from '@shared/site-content/pages';
import { shownImage } from '@shared/site-content/safe-urls';
import type { SiteData, SiteSettings } from '@shared/site-content/schema';
import { normalizePagePath, sitePaths } from '@shared/site-content/site-paths';
import type { PageData, PageMeta, PageView, SiteFrame } from './page-data';
import { notFoundPage } from './not-found-page';
import { fixedPageMeta, pageTitle } from './page-meta';

// Content -> what each page shows (./page-data.ts): the fixed pages here, each collection's item
// pages and home sections from its definition (shared/site-content/collections/). Runs where the
// markdown renderer may be loaded: the server's renderer (build/ssr, at build and publish time)
// and the admin's Preview. Never in the public pages' bundle.

/** A legal text: its placeholders ({legalName}, {email}...) filled in as text after rendering. */
function legalHtml(body: string, settings: SiteSettings, identity: Identity): string {
  return fillLegalPlaceholders(renderMarkdown(body), { settings, identity });
}

/** A share picture (og:image): an image of this site that link previews can show (not SVG). */
function sharePicture(src: string | null | undefined): string | null {
  const found = shownImage(src);
  return found && !found.startsWith('data:') && !found.endsWith('.svg') ? found : null;
}

function meta({
  title,
  description,
  seo,
  picture = null,
  type = 'website',
  noindex = false,
}: ItemPageMeta): PageMeta {
  return {
    title: seo?.title || title,
    description: seo?.description || description,
    image: sharePicture(seo?.imageSrc) ?? sharePicture(picture),
    type,
    ...(noindex ? { noindex } : {}),
  };
}

/** Whether a link leads to something the site shows, for this content (memoised per content). */
const filters = new WeakMap<SiteData, (href: string) => boolean>();
function linkShownIn(content: SiteData): (href: string) => boolean {
  let shown = filters.get(content);
  if (!shown) filters.set(content, (shown = linkFilter(content)));
  return shown;
}

function homeView(content: SiteData, now: number): PageView {
  const linkShown = linkShownIn(content);
  return { kind: 'home', blocks: blockViews(content.pages.home, { content, linkShown, now }) };
}

function downloadsView(content: SiteData): PageView {
  const { eyebrow, heading, intro } = downloadTextsOf(content.pages);
  const listed = new Set(content.downloads.flatMap((d) => d.services));
  return {
    kind: 'downloads',
    texts: { eyebrow, heading, intro },
    downloads: content.downloads.map(downloadCard),
    services: content.services
      .filter((s) => listed.has(s.slug))
      .map(({ slug, title }) => ({ slug, title })),
  };
}

const LEGAL_PAGES = {
  [sitePaths.privacyPolicy]: 'privacyPolicy',
  [sitePaths.termsOfService]: 'termsOfService',
} as const;

function fixedView(content: SiteData, path: string, now: number): PageView | null {
  switch (path) {
    case sitePaths.home:
      return homeView(content, now);
    case sitePaths.blog:
      return { kind: 'blog', posts: content.blogPosts.map(postCard) };
    case sitePaths.events:
      return {
        kind: 'events',
        texts: content.pages.events,
        events: content.events
          .map((e) => eventCard(e, defaultLanguage(content.identity).tag))
          .sort((a, b) => a.starts - b.starts),
        asOf: now,
      };
    case sitePaths.caseStudies:
      return { kind: 'case-studies', caseStudies: content.caseStudies.map(caseStudyCard) };
    case sitePaths.contact:
      return { kind: 'contact', texts: content.pages.contact };
    case sitePaths.downloads:
      return downloadsView(content);
    case sitePaths.quote:
      return {
        kind: 'quote',
        services: content.services.map(({ slug, title }) => ({ slug, title })),
      };
    case sitePaths.careers:
      return {
        kind: 'careers',
        texts: content.pages.careers,
        openings: content.openings.map(openingCard),
      };
    case sitePaths.privacyPolicy:
    case sitePaths.termsOfService: {
      const key = LEGAL_PAGES[path];
      const page = content.legal[key];
      return {
        kind: 'legal',
        document: {
          title: globals.legal.parts[key],
          updated: page.updated,
          html: legalHtml(page.body, content.settings, content.identity),
        },
      };
    }
  }
  return null;
}

/** The page of the collection item at `path`, if the content has one. */
function itemPage(
  content: SiteData,
  path: string,
  now: number,
): { meta: PageMeta; view: PageView } | null {
  for (const name of PAGE_COLLECTIONS as PageCollectionName[]) {
    const found = collectionPages(content, name).find((page) => page.path === path);
    if (!found) continue;
    const page = collectionDef(name).page!;
    const view = page.view(found.item as never, content, {
      linkShown: linkShownIn(content),
      now,
    }) as PageView;
    const own = page.meta(found.item as never, view as never);
    return { meta: meta({ ...own, title: pageTitle(own.title, content.identity) }), view };
  }
  return null;
}

function find(
  content: SiteData,
  path: string,
  now: number,
): { meta: PageMeta; view: PageView } | null {
  const fixed = fixedView(content, path, now);
  if (fixed) return { meta: meta(fixedPageMeta(content.identity)[path]!), view: fixed };
  return itemPage(content, path, now);
}

/** What every page of this content shows around itself (./page-data.ts). */
export function buildSiteFrame(content: SiteData): SiteFrame {
  const { identity, pages, settings } = content;
  const locale = defaultLanguage(identity).tag;
  const linkShown = linkShownIn(content);
  const links = (entries: Parameters<typeof shownLinks>[0]) =>
    shownLinks(entries, content, linkShown);
  return {
    settings,
    name: identity.name,
    legalName: identity.legalName,
    logo: identity.logo,
    social: identity.social,
    menu: links(pages.menu),
    footer: {
      description: pages.footer.description,
      columns: pages.footer.columns
        .map((column) => ({ title: column.title, links: links(column.links) }))
        .filter((column) => column.links.length > 0),
    },
    consent: pages.consent,
    notFound: { ...pages.notFound, title: pageTitle(pages.notFound.heading, identity) },
    chat: content.chat.enabled ? { name: content.chat.name } : null,
    ...(locale === DEFAULT_LANGUAGE.tag ? {} : { locale }),
  };
}

/**
 * The page at `path` for this content: the not-found page where the content has none. `now`:
 * the render's time, which pages that change with it (the events) read.
 */
export function buildPageData(content: SiteData, path: string, now = Date.now()): PageData {
  const at = normalizePagePath(path);
  const frame = buildSiteFrame(content);
  const found = find(content, at, now);
  return found ? { path: at, frame, ...found } : notFoundPage(frame, at);
}

/** Every page of the content, with what it shows. */
export function buildSitePages(content: SiteData, now = Date.now()): PageData[] {
  return pagePaths(content).map((path) => buildPageData(content, path, now));
}
