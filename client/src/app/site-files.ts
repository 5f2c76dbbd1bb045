import { themeBackground } from '@shared/site-content/accent';
import type { Identity } from '@shared/site-content/globals/identity';
import { defaultLanguage, textDirection } from '@shared/site-content/languages';
import { isEmailAddress } from '@shared/site-content/safe-urls';
import type { SiteIcons } from '@shared/site-content/site-art';
import { sitePaths } from '@shared/site-content/site-paths';
import { regionalTag } from '@shared/vocabularies/locale-format';
import type { PostCard } from '~/lib/site-data';

// The site's machine-readable files, rendered with its pages: sitemap.xml (every page with the
// time its content last changed), the posts' RSS 2.0 feed (/blog/rss.xml), robots.txt, the web
// manifest and /.well-known/security.txt. Their absolute addresses start with the site's public origin (PUBLIC_ORIGIN).

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** sitemap.xml: every page, with the time its content last changed. */
export function sitemapXml(origin: string, pages: { path: string; lastmod: string }[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.map(
      (p) => `  <url><loc>${escapeXml(origin + p.path)}</loc><lastmod>${p.lastmod}</lastmod></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}

/** Paths of this site in rendered HTML made absolute: a feed reader is not on the site. */
function absolute(html: string, origin: string): string {
  return html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${origin}/`);
}

/** CDATA cannot contain "]]>": split it across two sections. */
const cdata = (text: string) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/** The RSS 2.0 feed of the posts; each post's full text in content:encoded. */
export function rssXml(
  /**
   * `language`: the feed's language's tag (its region's form: `en` is en-us); `prefix`: where
   * its addresses start (`/fr`; none in the default language).
   */
  site: { origin: string; name: string; language: string; prefix?: string },
  posts: (PostCard & { html: string; id: number })[],
  built: string,
): string {
  const { origin, prefix = '' } = site;
  const blog = `${origin}${prefix}${sitePaths.blog}`;
  const items = posts.map((post) => {
    const link = `${origin}${prefix}${sitePaths.post(post.slug)}`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      // The id, not the address: a renamed slug is the same post to a feed reader.
      `      <guid isPermaLink="false">${escapeXml(`${origin}${prefix}/posts/${post.id}`)}</guid>`,
      `      <pubDate>${new Date(post.date).toUTCString()}</pubDate>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <content:encoded>${cdata(absolute(post.html, origin))}</content:encoded>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '  <channel>',
    `    <title>${escapeXml(`${site.name} Blog`)}</title>`,
    `    <link>${escapeXml(blog)}</link>`,
    `    <description>${escapeXml('Notes from our engineers on the technologies and trade-offs behind resilient networks.')}</description>`,
    `    <language>${escapeXml(regionalTag(site.language).toLowerCase())}</language>`,
    `    <lastBuildDate>${new Date(built).toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(origin + prefix + sitePaths.blogFeed)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Addresses that are not pages of the site: never worth a crawler's visit. */
export const PRIVATE_PATHS = [
  '/admin',
  '/login',
  '/setup-admin',
  '/accept-invite',
  '/api/',
  '/_data/',
];

/** robots.txt: every page may be crawled but the private areas; where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** At most this many characters fit under a home-screen icon (Chrome's guidance). */
const SHORT_NAME_LENGTH = 12;

/** The name under a home-screen icon: the whole name when it fits, else its first words that do. */
export function shortName(name: string): string {
  if (name.length <= SHORT_NAME_LENGTH) return name;
  let short = '';
  for (const word of name.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > SHORT_NAME_LENGTH) break;
    short = next;
  }
  return short || name.slice(0, SHORT_NAME_LENGTH);
}

/** The browser's colour around the site: the pages' `theme-color` (client/index.html). */
export const THEME_COLOR = themeBackground('dark');

/**
 * The web manifest (/manifest.webmanifest): the firm's names and description, the pages' theme
 * colour and the dark theme's background (the site opens in it), the icons.
 */
export function webManifest(identity: Identity, icons: SiteIcons): string {
  const { tag } = defaultLanguage(identity);
  const manifest = {
    id: '/',
    name: identity.name,
    short_name: shortName(identity.name),
    description: identity.description,
    lang: regionalTag(tag),
    // Only where it is not the default (ltr): a left-to-right site's manifest as it always was.
    ...(textDirection(tag) === 'rtl' ? { dir: 'rtl' } : {}),
    start_url: '/',
    scope: '/',
    display: 'minimal-ui',
    theme_color: THEME_COLOR,
    background_color: themeBackground('dark'),
    icons: icons.manifest.map(({ src, type, sizes }) => ({
      src,
      type,
      sizes: sizes ?? 'any',
    })),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** How long a security.txt stays valid: RFC 9116 asks for less than a year; each publish renews it. */
const SECURITY_TXT_DAYS = 364;

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability (the identity's security
 * e-mail, else its privacy e-mail, else the site's), until when this file holds, in which
 * language, and its own address. `now`: the render's time (the publish's).
 */
export function securityTxt(
  identity: Pick<Identity, 'securityEmail' | 'privacyEmail'>,
  email: string,
  origin: string,
  now: string,
): string {
  const contact = [identity.securityEmail, identity.privacyEmail, email].find(isEmailAddress);
  const expires = new Date(Date.parse(now) + SECURITY_TXT_DAYS * 86_400_000);
  return [
    ...(contact ? [`Contact: mailto:${contact}`] : []),
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    'Preferred-Languages: en',
    `Canonical: ${origin}${SECURITY_TXT_PATH}`,
    '',
  ].join('\n');
}

export const SECURITY_TXT_PATH = '/.well-known/security.txt';
