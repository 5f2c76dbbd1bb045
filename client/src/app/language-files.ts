import { pageAlternates, type LanguageVersion } from '@shared/site-content/language-versions';
import { listedPagePaths } from '@shared/site-content/pages';
import type { SiteData } from '@shared/site-content/schema';
import { prefixedPath } from '@shared/site-content/site-paths';
import { sitePaths } from '@shared/site-content/site-paths';
import type { PageData, SiteSource } from '~/lib/site-data';
import { escapeXml, rssXml, sitemapXml } from './site-files';

// The machine-readable files of each language (issue 54 item 4): sitemap.xml with every
// translated page of every language and its xhtml:link alternates, and each language's RSS feed
// at its prefix (/fr/blog/rss.xml). A one-language site keeps today's (./site-files.ts).

/**
 * sitemap.xml of a site of several languages: each translated, listed page of each language,
 * with every translated version of it and x-default (Google's form of hreflang in a sitemap).
 * A page not translated yet is left out, and named by no other.
 */
function sitemapOfLanguages(
  origin: string,
  versions: LanguageVersion[],
  pages: Record<string, { lastmod: string }>,
): string {
  const alternates = pageAlternates(versions);
  const link = (hreflang: string, path: string) =>
    `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(origin + path)}"/>`;
  const urls = versions.flatMap(({ prefix, pages: own }) =>
    own
      .filter((p) => p.translated && p.listed)
      .map(({ key, path }) => {
        const whole = prefixedPath(prefix, path);
        const others = (alternates.get(key) ?? []).filter((v) => v.translated);
        return [
          `  <url><loc>${escapeXml(origin + whole)}</loc><lastmod>${pages[whole]!.lastmod}</lastmod>`,
          ...others.map((v) => link(v.tag, v.path)),
          ...(others[0] ? [link('x-default', others[0].path)] : []),
          '  </url>',
        ].join('\n');
      }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** sitemap.xml: today's on a one-language site, with each page's alternates on one of several. */
export function sitemapFile(
  origin: string,
  content: SiteData,
  versions: LanguageVersion[],
  pages: Record<string, { lastmod: string }>,
): string {
  if (versions.length > 1) return sitemapOfLanguages(origin, versions, pages);
  const listed = listedPagePaths(content);
  return sitemapXml(
    origin,
    listed.map((path) => ({ path, lastmod: pages[path]!.lastmod })),
  );
}

/**
 * A language's RSS feed, by its file: its posts in its words. Another language's lists only the
 * posts translated into it (one not yet translated is kept out of search engines too).
 */
export function languageFeed(
  version: LanguageVersion,
  source: SiteSource,
  origin: string,
  now: string,
): Record<string, string> {
  const { content, prefix, language } = version;
  const translated = new Set(version.pages.filter((p) => p.translated).map((p) => p.path));
  const posts = content.blogPosts.flatMap((post) => {
    const path = sitePaths.post(post.slug);
    if (prefix && !translated.has(path)) return [];
    const { view } = source.page(path) as PageData;
    return view.kind === 'post' ? [{ ...view.post, id: post.id }] : [];
  });
  const file = `${prefix}${sitePaths.blogFeed}`.slice(1);
  const site = { origin, name: content.identity.name, language: language.tag, prefix };
  return { [file]: rssXml(site, posts, now) };
}
