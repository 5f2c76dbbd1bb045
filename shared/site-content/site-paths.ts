// The public pages' addresses: the fixed pages, the collections' page addresses, the home page's
// sections. Which pages a version of the content has: ./pages.ts.

export const sitePaths = {
  home: '/',
  quote: '/quote',
  /** The quote form with a service chosen, by its slug (a service page's Get a Quote). */
  quoteFor: (serviceSlug: string) => `/quote?service=${encodeURIComponent(serviceSlug)}`,
  careers: '/careers',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  blog: '/blog',
  /** Upcoming events first, the past ones kept (collections/events.ts). */
  events: '/events',
  /** Every case study, and the contact page (the home page's sections may be hidden). */
  caseStudies: '/case-studies',
  contact: '/contact',
  blogFeed: '/blog/rss.xml',
  /** The documents to take away (?category=...&service=... filters the list). */
  downloads: '/downloads',
  /** The web manifest: the firm's name, colours and icons for a home screen. */
  webManifest: '/manifest.webmanifest',
  service: (slug: string) => `/services/${slug}`,
  caseStudy: (slug: string) => `/case-studies/${slug}`,
  post: (slug: string) => `/blog/${slug}`,
  event: (slug: string) => `/events/${slug}`,
  certification: (slug: string) => `/certifications/${slug}`,
  /** A campaign page of the firm's own pages (collections/custom-pages.ts). */
  campaign: (slug: string) => `/c/${slug}`,
  download: (slug: string) => `/downloads/${slug}`,
  /** An opening's page with its application form, by the opening's slug. */
  apply: (openingSlug: string) => `/careers/${openingSlug}/apply`,
} as const;

/** Ids of the home page's sections, the targets of the top bar's scroll links. */
export const sectionIds = {
  home: 'home',
  services: 'services',
  cases: 'cases',
  tech: 'tech',
  team: 'team',
  blog: 'blog',
  contact: 'contact',
} as const;
export type SectionId = (typeof sectionIds)[keyof typeof sectionIds];

/** Pages every version of the content has. */
export const FIXED_PAGES = [
  sitePaths.home,
  sitePaths.quote,
  sitePaths.careers,
  sitePaths.privacyPolicy,
  sitePaths.termsOfService,
  sitePaths.blog,
  sitePaths.events,
  sitePaths.caseStudies,
  sitePaths.contact,
  sitePaths.downloads,
] as const;

/**
 * Where the product's own pages live: a page of the firm's own making may not take an address
 * under them (a service or post added later would have nowhere to go).
 */
export const PRODUCT_PREFIXES = [
  sitePaths.service(''),
  sitePaths.caseStudy(''),
  sitePaths.post(''),
  sitePaths.certification(''),
  sitePaths.download(''),
  sitePaths.event(''),
  `${sitePaths.careers}/`,
  sitePaths.campaign(''),
] as const;

/**
 * Paths that are never pages of the content and never redirected: the API, the admin area and
 * its sign-in pages, the build's files, uploads and the data of the pages.
 */
export const RESERVED_PATH =
  /^\/(api|auth|admin|login|setup-admin|accept-invite|assets|media|images|icons|fonts|_data|healthz)(\/|$)|^\/(sitemap\.xml|robots\.txt|manifest\.webmanifest|favicon\.svg|og-image\.jpg)$|^\/blog\/rss\.xml$/;

/** A request path as pages are named: no trailing slash (except the home page). */
export function normalizePagePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** Where a page's data is served for client-side navigation: / -> /_data/index.json. */
export function pageDataPath(path: string): string {
  return `/_data${path === '/' ? '/index' : path}.json`;
}

/**
 * What the chat assistant knows (served once per published version); another language's is
 * under its prefix (/fr/_data/chat.json), in its words.
 */
export const CHAT_DATA_PATH = '/_data/chat.json';

/** The file of a language's page for an unknown address: 404.html, fr/404.html. */
export const notFoundFile = (prefix: string): string =>
  prefix ? `${prefix.slice(1)}/404.html` : '404.html';

/** The page whose data a path is (pageDataPath's inverse): /_data/index.json -> /; else null. */
export function pageOfDataPath(path: string): string | null {
  const page = path === CHAT_DATA_PATH ? null : /^\/_data(\/.+)\.json$/.exec(path)?.[1];
  if (!page) return null;
  return page === '/index' ? '/' : page;
}

/** Where another language's addresses start (decision 054): `/fr`, `/fr-ca`. */
export const languagePrefix = (tag: string): string => `/${tag.toLowerCase()}`;

/** A page's address in a language: `/fr` + `/services/x`; the home page is `/fr`. */
export const prefixedPath = (prefix: string, path: string): string =>
  prefix && path === '/' ? prefix : `${prefix}${path}`;

/** prefixedPath's inverse: `/fr/services/x` under `/fr` -> `/services/x`; another path as is. */
export function unprefixedPath(prefix: string | undefined, path: string): string {
  if (!prefix) return path;
  if (path === prefix) return '/';
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path;
}
