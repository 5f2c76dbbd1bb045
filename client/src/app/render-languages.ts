import type { LanguageVersion, PageAlternate } from '@shared/site-content/language-versions';
import { prefixedPath } from '@shared/site-content/site-paths';
import type { PageData, SiteFrame, SiteSource } from '~/lib/site-data';
import { tag } from './head-tags';

// What a page gains on a site of several languages (issue 54 items 3 and 4): its versions in the
// other languages (the switcher's links, hreflang), its language's prefix for the router, and,
// not translated yet, noindex and a notice. A one-language site gains nothing: its pages are
// today's, byte for byte.

/** One language's pages as the renderer sees them. */
export interface LanguageRender {
  version: LanguageVersion;
  /** Every page key's versions, in every language. */
  alternates: Map<string, PageAlternate[]>;
  /** Whether the site has more than one language. */
  several: boolean;
  /** This language's pages by their path (unprefixed). */
  byPath: Map<string, LanguageVersion['pages'][number]>;
}

/** What renders one language's pages. */
export function languageRender(
  version: LanguageVersion,
  alternates: Map<string, PageAlternate[]>,
  several: boolean,
): LanguageRender {
  return { version, alternates, several, byPath: new Map(version.pages.map((p) => [p.path, p])) };
}

/** The frame of a language's pages: its prefix (none for the default), several languages. */
function languageFrame(render: LanguageRender, frame: SiteFrame): SiteFrame {
  if (!render.several) return frame;
  const { prefix } = render.version;
  return { ...frame, ...(prefix ? { base: prefix } : {}), multilingual: true };
}

/** The page at `path` (unprefixed) of a language, with what its language adds. */
function languagePage(render: LanguageRender, source: SiteSource, path: string): PageData {
  const page = source.page(path) as PageData;
  if (!render.several) return page;
  const { alternates } = render;
  const own = render.byPath.get(path);
  const versions = own ? (alternates.get(own.key) ?? []) : [];
  const untranslated = own?.translated === false;
  return {
    ...page,
    meta: untranslated ? { ...page.meta, noindex: true } : page.meta,
    frame: languageFrame(render, page.frame),
    languages: versions.map(({ tag: t, name, path: p }) => ({ tag: t, name, path: p })),
    ...(untranslated ? { untranslated: true as const } : {}),
  };
}

/**
 * One language's source (the renderer's, the admin's Preview): each page's data with what its
 * language adds, made once per path.
 */
export function languageSource(render: LanguageRender, built: SiteSource): SiteSource {
  const pages = new Map<string, PageData>();
  return {
    ...built,
    frame: languageFrame(render, built.frame),
    page(path) {
      let page = pages.get(path);
      if (!page) pages.set(path, (page = languagePage(render, built, path)));
      return page;
    },
  };
}

/**
 * The hreflang links of a translated page: every translated version of it, itself included,
 * and x-default (the default language's). None for a page not translated: it names no other
 * version, and none names it.
 */
export function hreflangTags(render: LanguageRender, path: string, origin: string): string[] {
  if (!render.several) return [];
  const own = render.byPath.get(path);
  if (!own?.translated) return [];
  const versions = (render.alternates.get(own.key) ?? []).filter((v) => v.translated);
  const fallback = versions[0];
  return [
    ...versions.map((v) =>
      tag('link', { rel: 'alternate', hreflang: v.tag, href: `${origin}${v.path}` }),
    ),
    ...(fallback
      ? [
          tag('link', {
            rel: 'alternate',
            hreflang: 'x-default',
            href: `${origin}${fallback.path}`,
          }),
        ]
      : []),
  ];
}

/** A page's whole path in its language. */
export const wholePath = (render: LanguageRender, path: string): string =>
  prefixedPath(render.version.prefix, path);
