// The public pages the content makes: the fixed ones and one per service, case study and post.
// The renderer makes exactly these pages, the sitemap lists them, and a redirect may not hide one.

export const sitePaths = {
  home: '/',
  quote: '/quote',
  careers: '/careers',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  blog: '/blog',
  blogFeed: '/blog/rss.xml',
  service: (slug: string) => `/services/${slug}`,
  caseStudy: (slug: string) => `/case-studies/${slug}`,
  post: (slug: string) => `/blog/${slug}`,
  /** An opening's application form (openings have ids, not slugs). */
  apply: (openingId: number) => `/careers/${openingId}/apply`,
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
] as const;

/** The collections whose items are pages, with their address and the home section listing them. */
export const PAGE_COLLECTIONS = {
  services: { path: sitePaths.service, section: sectionIds.services },
  caseStudies: { path: sitePaths.caseStudy, section: sectionIds.cases },
  blogPosts: { path: sitePaths.post, section: sectionIds.blog },
} as const;
export type PageCollection = keyof typeof PAGE_COLLECTIONS;

/**
 * Paths that are never pages of the content and never redirected: the API, the admin area and
 * its sign-in pages, the build's files, uploads and the data of the pages.
 */
export const RESERVED_PATH =
  /^\/(api|auth|admin|login|setup-admin|accept-invite|assets|media|images|fonts|_data|healthz)(\/|$)|^\/(sitemap\.xml|robots\.txt|favicon\.svg|og-image\.jpg)$|^\/blog\/rss\.xml$/;

type Sluggable = { slug: string };
export interface ContentPages {
  services: Sluggable[];
  caseStudies: Sluggable[];
  blogPosts: Sluggable[];
  openings: { id: number }[];
}

/** Every page's path for this content, fixed pages first. */
export function pagePaths(content: ContentPages): string[] {
  return [
    ...FIXED_PAGES,
    ...content.services.map((s) => sitePaths.service(s.slug)),
    ...content.caseStudies.map((c) => sitePaths.caseStudy(c.slug)),
    ...content.blogPosts.map((p) => sitePaths.post(p.slug)),
    ...content.openings.map((o) => sitePaths.apply(o.id)),
  ];
}

/** A request path as pages are named: no trailing slash (except the home page). */
export function normalizePagePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** Where a page's data is served for client-side navigation: / -> /_data/index.json. */
export function pageDataPath(path: string): string {
  return `/_data${path === '/' ? '/index' : path}.json`;
}

/** What the chat assistant knows (served once per published version). */
export const CHAT_DATA_PATH = '/_data/chat.json';
