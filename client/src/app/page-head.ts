import type { SiteData } from '@shared/site-content/schema';
import { accentCss } from '@shared/site-content/accent';
import { escapeHtml } from '@shared/site-content/escape-html';
import { globals } from '@shared/site-content/globals';
import { defaultLanguage } from '@shared/site-content/languages';
import { BUILT_IN_ART, type SiteArt } from '@shared/site-content/site-art';
import { sitePaths } from '@shared/site-content/site-paths';
import { ogLocale } from '@shared/vocabularies/locale-format';
import { EMBEDDED_PAGE_ID, safeJson, type PageData } from '~/lib/site-data';
import { iconLinks, imageTags, pageImage, property, tag } from './head-tags';
import { hreflangTags, wholePath, type LanguageRender } from './render-languages';
import { structuredData } from './structured-data';

// A rendered page's <head> (./render-page.tsx): its own elements, its language versions among them.

const ldJson = (data: object) => `<script type="application/ld+json">${safeJson(data)}</script>`;

/**
 * The page's own <head> elements: title, description, canonical, Open Graph, the icons, the
 * accent's theme, data, JSON-LD. `origin` (PUBLIC_ORIGIN) makes its addresses absolute; `art`
 * names the pictures made for the firm (the share picture of a page without one, the icons).
 */
export function pageHead(
  page: PageData,
  content: SiteData,
  origin: string,
  art: SiteArt = BUILT_IN_ART,
  { notFound = false, languages = null as LanguageRender | null } = {},
): string {
  const { meta } = page;
  const { identity } = content;
  const path = languages ? wholePath(languages, page.path) : page.path;
  const canonical = `${origin}${path}`;
  const prefix = languages?.version.prefix ?? '';
  // On a site of several languages, each JSON-LD object says its page's language.
  const inLanguage = languages?.several ? { inLanguage: languages.version.language.tag } : {};
  const image = pageImage(page, identity, art);
  const theme = accentCss(identity.accentColor, globals.identity.defaults.accentColor);
  const feed = page.view.kind === 'post' || page.view.kind === 'blog' || page.view.kind === 'home';
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    ...(notFound || meta.noindex ? [tag('meta', { name: 'robots', content: 'noindex' })] : []),
    ...(notFound
      ? []
      : [
          tag('meta', { name: 'description', content: meta.description }),
          tag('link', { rel: 'canonical', href: canonical }),
          ...(languages ? hreflangTags(languages, page.path, origin) : []),
          property('og:type', meta.type),
          property('og:site_name', identity.name),
          property('og:title', meta.title),
          property('og:description', meta.description),
          property('og:url', canonical),
          property('og:locale', ogLocale(defaultLanguage(identity).tag)),
          ...imageTags(image, origin),
          tag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
        ]),
    ...iconLinks(art.icons, sitePaths.webManifest),
    ...(feed && !notFound
      ? [
          tag('link', {
            rel: 'alternate',
            type: 'application/rss+xml',
            title: `${identity.name} Blog`,
            href: `${prefix}${sitePaths.blogFeed}`,
          }),
        ]
      : []),
    ...(theme ? [`<style data-accent>${theme}</style>`] : []),
    // The data the page was rendered with, for hydration (main.tsx).
    `<script type="application/json" id="${EMBEDDED_PAGE_ID}">${safeJson(page)}</script>`,
    ...(notFound
      ? []
      : structuredData(page, `${origin}${image.src}`, content, origin).map((data) =>
          ldJson({ ...data, ...inLanguage }),
        )),
  ].join('\n');
}
