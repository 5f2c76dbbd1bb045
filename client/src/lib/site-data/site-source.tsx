import { createContext, use, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { normalizePagePath } from '@shared/site-content/site-paths';
import type { ChatKnowledge, PageData, SiteFrame } from './page-data';

/**
 * Where the public pages get what they show. In the browser: the page data embedded in the HTML,
 * then /_data/<path>.json for each page navigated to (./fetched-source.ts). On the server and in
 * the admin's Preview: built from whole content (./content-source.ts).
 */
export interface SiteSource {
  /** What every page's frame shows: the firm, the contact details, the footer. */
  frame: SiteFrame;
  /** The page at a path (no trailing slash): at once when known, else a promise. */
  page(path: string): PageData | Promise<PageData>;
  /** What the chat assistant knows, loaded when the chat opens. */
  chat(): Promise<ChatKnowledge>;
}

const SiteSourceContext = createContext<SiteSource | null>(null);

export const SiteSourceProvider = SiteSourceContext.Provider;

export function useSiteSource(): SiteSource {
  const source = useContext(SiteSourceContext);
  if (!source) throw new Error('useSiteSource must be used inside <SiteSourceProvider>');
  return source;
}

export function useSiteFrame(): SiteFrame {
  return useSiteSource().frame;
}

/**
 * The site's default language (its frame's `locale`; undefined for English), also where no site
 * is shown (the admin's own pages, which are English): the built-in texts' language.
 */
export function useSiteLocale(): string | undefined {
  return useContext(SiteSourceContext)?.frame.locale;
}

/**
 * The data of the page at the current location. Suspends while it loads (a navigation keeps the
 * previous page on screen meanwhile); keeps document.title and the meta description right.
 */
export function usePageData(): PageData {
  const { pathname } = useLocation();
  const source = useSiteSource();
  const path = normalizePagePath(pathname);
  const found = source.page(path);
  const data = found instanceof Promise ? use(found) : found;
  useEffect(() => {
    document.title = data.meta.title;
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', data.meta.description);
  }, [data]);
  return data;
}
