import { LanguagePart } from '~/components/layout/languages-chunk';
import { lazyWithPreload, type PreloadableComponent } from '~/lib/lazy-with-preload';
import { usePageData, type PageKind, type PageProps, type PageView } from '~/lib/site-data';

// Every public page is one route: the page's data says what it is (a service, a post, the home
// page...), so a page published with a new slug needs nothing new here. Each kind is its own
// chunk; the admin area in particular is never downloaded by visitors.

/** Both events pages, one chunk and one import (pages/event-pages.tsx). */
const eventPages = lazyWithPreload(() => import('~/pages/event-pages'));
// The list of documents and a document's page: one chunk (pages/downloads-pages.tsx).
const downloadsPages = () => import('~/pages/downloads-pages');

const pages: { [K in PageKind]: PreloadableComponent<PageProps<K>> } = {
  home: lazyWithPreload(() => import('~/pages/home-page')),
  blog: lazyWithPreload(() => import('~/pages/blog-page')),
  post: lazyWithPreload(() => import('~/pages/post-page')),
  service: lazyWithPreload(() => import('~/pages/service-page')),
  'case-study': lazyWithPreload(() => import('~/pages/case-study-page')),
  certification: lazyWithPreload(() => import('~/pages/certification-page')),
  downloads: lazyWithPreload<PageProps<'downloads'>>(downloadsPages),
  download: lazyWithPreload<PageProps<'download'>>(downloadsPages),
  careers: lazyWithPreload(() => import('~/pages/careers-page')),
  apply: lazyWithPreload(() => import('~/pages/apply-page')),
  events: eventPages as PreloadableComponent<PageProps<'events'>>,
  event: eventPages as PreloadableComponent<PageProps<'event'>>,
  legal: lazyWithPreload(() => import('~/pages/legal-page')),
  quote: lazyWithPreload(() => import('~/pages/quote-page')),
  'not-found': lazyWithPreload(() => import('~/pages/not-found-page')),
  'custom-page': lazyWithPreload(() => import('~/pages/custom-page')),
  'case-studies': lazyWithPreload(() => import('~/pages/case-studies-page')),
  contact: lazyWithPreload(() => import('~/pages/contact-page')),
};

/** What a page's chunk may export besides its component: the chunks its view needs. */
interface PageModule {
  preloadView?: (view: PageView) => Promise<unknown>;
}

/**
 * Fetches the chunks a page shows: its kind's, then those its view names (a page of blocks:
 * its blocks'), so main.tsx hydrates the page the HTML shows in one pass. The map of block
 * chunks is in the pages made of blocks, not in every page's entry.
 */
export async function preloadPage(view: PageView): Promise<unknown> {
  const page = (await pages[view.kind].preload()) as PageModule;
  return page.preloadView?.(view);
}

/** Every page kind's chunk (the server's renderer, which renders without suspending). */
export function preloadAllPages(): Promise<unknown> {
  return Promise.all(Object.values(pages).map((page) => page.preload()));
}

/** The public page at the current location (the not-found page for an address it lacks). */
export function PublicPage() {
  const { path, view, untranslated, languages } = usePageData();
  const Page = pages[view.kind] as PreloadableComponent<{ view: typeof view }>;
  // Keyed by path: another post is a new page (scroll, state), not an update of this one.
  const page = <Page key={path} view={view} />;
  if (!untranslated) return page;
  // Not translated yet: said so, and its words marked as the default language's (screen readers).
  return (
    <>
      <LanguagePart notice />
      <div lang={languages?.[0]?.tag}>{page}</div>
    </>
  );
}
